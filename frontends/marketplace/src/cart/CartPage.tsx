import ClearOutlined from '@ant-design/icons/ClearOutlined';
import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Flex, Result, Row, Tag, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { ROUTES, fr, t, withLocale, type CartView } from '@troc/shared';
import { ApiError, ButtonLink, NotFoundPage, PageSpinner, useModals, usePageTitle } from '@troc/ui';
import { cartKeys, clearCart, fetchCart } from './api';
import { CartLineItem } from './CartLineItem';
import { CartSummary } from './CartSummary';
import { useCartCache } from './useCartCache';
import './cart.css';
import { cartUi } from '@troc/shared/messages/ui-cart';

const p = cartUi.page;

/** /cart/view/{slug}/: the lines of a cart, for its requester (edit, submit) or the cédant's managers (answer). */
export function CartPage() {
  const { slug = '' } = useParams();
  const { data, error, isFetching, refetch } = useQuery({
    queryKey: cartKeys.view(slug),
    queryFn: ({ signal }) => fetchCart(slug, signal),
  });
  if (data) return <Cart cart={data} />;
  if (error && !isFetching) {
    if (error instanceof ApiError && error.status === 404) return <NotFoundPage />;
    return (
      <Result
        status="warning"
        title={fr.ui.common.loadFailed}
        extra={<Button onClick={() => void refetch()}>{fr.ui.common.retry}</Button>}
      />
    );
  }
  return <PageSpinner />;
}

function Cart({ cart }: { cart: CartView }) {
  const requesterName = `${cart.requester.firstname} ${cart.requester.lastname}`.trim();
  const title = cart.currentUser
    ? t(p.title, { organisation: cart.organisation })
    : t(p.managerTitle, { requester: requesterName });
  usePageTitle(title);
  const { open } = useModals();
  const { setCart, setLine, reload } = useCartCache(cart.slug);
  const editable = cart.currentUser && cart.status === 'open';

  const clear = () =>
    open('confirm', {
      title: cartUi.clear.title,
      body: cartUi.clear.body,
      confirmLabel: cartUi.clear.confirm,
      cancelLabel: cartUi.clear.cancel,
      danger: true,
      onConfirm: async () => setCart(await clearCart(cart.slug)),
    });

  return (
    <Flex vertical gap={16} className="troc-cart">
      <Flex justify="space-between" align="baseline" wrap gap={12}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Tag color={cart.status === 'open' ? 'blue' : 'green'}>{fr.cart.statuses[cart.status]}</Tag>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {cart.currentUser
          ? t(p.intro, { organisation: cart.organisation })
          : t(p.managerIntro, {
              requester: requesterName,
              organisation: cart.requester.organisation,
              date: cart.submittedDisplayDate ?? '',
            })}
      </Typography.Paragraph>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={16}>
          {cart.lines.length === 0 ? (
            <Card>
              <Empty image={<ShoppingCartOutlined aria-hidden style={{ fontSize: 56 }} />} description={p.empty}>
                <ButtonLink type="primary" to={withLocale(ROUTES.searchAll)}>
                  {p.searchLink}
                </ButtonLink>
              </Empty>
            </Card>
          ) : (
            <Flex vertical gap={12}>
              <Flex vertical gap={12} role="list" aria-label={p.linesLabel}>
                {cart.lines.map((line) => (
                  <div role="listitem" key={line.id}>
                    <CartLineItem
                      line={line}
                      editable={editable}
                      manager={cart.currentManager}
                      onSaved={setLine}
                      onRemoved={reload}
                      onTrackerChanged={reload}
                    />
                  </div>
                ))}
              </Flex>
              {editable ? (
                <Flex justify="flex-end">
                  <Button danger icon={<ClearOutlined aria-hidden />} onClick={clear}>
                    {cartUi.clear.button}
                  </Button>
                </Flex>
              ) : null}
            </Flex>
          )}
        </Col>
        <Col xs={24} lg={8}>
          <CartSummary cart={cart} onSubmitted={reload} />
        </Col>
      </Row>
    </Flex>
  );
}
