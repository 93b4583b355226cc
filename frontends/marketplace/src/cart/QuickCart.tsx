import { useQuery } from '@tanstack/react-query';
import { Flex, Skeleton, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { ROUTES, t, withLocale } from '@troc/shared';
import { cartKeys, fetchMyCarts } from './api';
import './cart.css';
import { cartUi } from '@troc/shared/messages/ui-cart';

const q = cartUi.quick;

/** The quick cart of the header: the open carts, one per cédant organisation, with a link to each. */
export default function QuickCart() {
  const { data, isError } = useQuery({ queryKey: cartKeys.mine, queryFn: ({ signal }) => fetchMyCarts(signal) });
  if (isError) return <Typography.Text type="secondary">{q.failed}</Typography.Text>;
  if (!data) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  if (data.length === 0) return <Typography.Text type="secondary">{q.empty}</Typography.Text>;
  return (
    <ul className="troc-quick-cart" aria-label={q.title}>
      {data.map((cart) => (
        <li key={cart.slug}>
          <Flex vertical gap={2}>
            <Link to={withLocale(ROUTES.cartView(cart.slug))}>{t(q.cart, { organisation: cart.organisation })}</Link>
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              {t(q.lines, { count: cart.totals.nbLines, total: cart.totals.negotiatedTotalInEuros })}
            </Typography.Text>
          </Flex>
        </li>
      ))}
    </ul>
  );
}
