import { Flex, Layout, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { ROUTES, fr, t, withLocale } from '@troc/shared';

const f = fr.ui.footer;

export function Footer() {
  return (
    <Layout.Footer className="troc-footer">
      <Flex vertical gap={12} className="troc-footer__inner">
        <Typography.Text className="troc-footer__about">{f.about}</Typography.Text>
        <nav aria-label={f.label}>
          <Flex gap={24} wrap>
            <Link to={withLocale(ROUTES.home)}>{f.home}</Link>
            <Link to={withLocale(ROUTES.carbon)}>{f.impact}</Link>
            <Link to={withLocale(ROUTES.register)}>{f.register}</Link>
            <Link to={withLocale(ROUTES.resetPassword)}>{f.resetPassword}</Link>
            <Link to={withLocale(ROUTES.accessibility)}>{f.accessibility}</Link>
          </Flex>
        </nav>
        <Typography.Text type="secondary">{t(f.copyright, { year: new Date().getFullYear() })}</Typography.Text>
      </Flex>
    </Layout.Footer>
  );
}
