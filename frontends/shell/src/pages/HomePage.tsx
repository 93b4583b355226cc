import { Card, Col, Flex, Row, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { ROUTES, fr, t, withLocale } from '@troc/shared';
import { ButtonLink, RemoteBoundary, usePageTitle, useSession } from '@troc/ui';

const home = fr.ui.home;
// Module level: RemoteBoundary loads again whenever `load` changes.
const loadHighlight = () => import('marketplace/homeHighlight').then((module) => module.default);

/** The front page: what Troc is for, and the way in. */
export function HomePage() {
  usePageTitle(home.title);
  const { user } = useSession();

  return (
    <Flex vertical gap={40}>
      <section className="troc-hero">
        <Typography.Title level={1}>{home.heroTitle}</Typography.Title>
        <Typography.Paragraph style={{ fontSize: 17, maxWidth: 720 }}>
          {user ? t(home.welcome, { name: user.firstname }) : home.heroText}
        </Typography.Paragraph>
        {user ? null : (
          <Flex gap={12} wrap>
            <ButtonLink to={withLocale(ROUTES.register)} size="large">
              {home.ctaRegister}
            </ButtonLink>
            <ButtonLink to={withLocale(ROUTES.login)} size="large" ghost>
              {home.ctaLogin}
            </ButtonLink>
          </Flex>
        )}
      </section>

      {/* Keyword search and the last listings, from the marketplace. */}
      <RemoteBoundary load={loadHighlight} />

      <section aria-labelledby="home-ways">
        <Typography.Title level={2} id="home-ways">
          {home.waysTitle}
        </Typography.Title>
        <Row gutter={[16, 16]}>
          {Object.values(home.ways).map((way) => (
            <Col xs={24} sm={12} lg={6} key={way.title}>
              <Card title={way.title} style={{ height: '100%' }}>
                {way.text}
              </Card>
            </Col>
          ))}
        </Row>
      </section>

      <Row gutter={[32, 32]}>
        <Col xs={24} md={12}>
          <section aria-labelledby="home-audience">
            <Typography.Title level={2} id="home-audience">
              {home.audienceTitle}
            </Typography.Title>
            {Object.values(home.audience).map((item) => (
              <Typography.Paragraph key={item.title}>
                <strong>{item.title}</strong> — {item.text}
              </Typography.Paragraph>
            ))}
          </section>
        </Col>
        <Col xs={24} md={12}>
          <section aria-labelledby="home-steps">
            <Typography.Title level={2} id="home-steps">
              {home.stepsTitle}
            </Typography.Title>
            <ol>
              {Object.values(home.steps).map((step) => (
                <li key={step.title}>
                  <strong>{step.title}</strong> — {step.text}
                </li>
              ))}
            </ol>
          </section>
        </Col>
      </Row>

      <Card>
        <Typography.Title level={2}>{home.impactTitle}</Typography.Title>
        <Typography.Paragraph>{home.impactText}</Typography.Paragraph>
        <Link to={withLocale(ROUTES.carbon)}>{home.impactLink}</Link>
      </Card>
    </Flex>
  );
}
