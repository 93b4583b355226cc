import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import { Button, Flex, InputNumber, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES, withLocale, type ListingView } from '@troc/shared';
import { ApiError, registerModal, useModals, type ModalBodyProps } from '@troc/ui';
import { useQueryClient } from '@tanstack/react-query';
import { addToCart, cartKeys, countersKey } from './api';
import './cart.css';
import { cartUi } from '@troc/shared/messages/ui-cart';

const a = cartUi.add;

declare module '@troc/ui' {
  interface ModalPropsByKind {
    'cart-max-quantity': { message: string };
  }
}

/** Core §8: above the maximum, the « quantité maximale » modal says what is left. */
function MaxQuantityBody({ message, close }: { message: string } & ModalBodyProps) {
  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph role="alert">{message}</Typography.Paragraph>
      <Flex justify="flex-end">
        <Button type="primary" onClick={close} autoFocus>
          {a.maxOk}
        </Button>
      </Flex>
    </Flex>
  );
}

registerModal('cart-max-quantity', { title: a.maxTitle, Body: MaxQuantityBody });

/** « Ajouter au panier » with its quantity (the listing's minimum by default). */
export function AddToCartButton({ view }: { view: ListingView }) {
  const client = useQueryClient();
  const { open } = useModals();
  const min = Math.max(1, view.itemMinQuantity ?? 1);
  const [quantity, setQuantity] = useState<number>(min);
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState<string | null>(null);

  const add = async () => {
    setBusy(true);
    setAdded(null);
    try {
      const answer = await addToCart(view.slug, quantity);
      setAdded(answer.cart);
      void client.invalidateQueries({ queryKey: cartKeys.all });
      void client.invalidateQueries({ queryKey: countersKey });
    } catch (error) {
      if (error instanceof ApiError && (error.status === 409 || error.status === 422))
        open('cart-max-quantity', { message: error.message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex vertical gap={8}>
      <Space.Compact>
        <InputNumber
          aria-label={a.quantity}
          min={min}
          max={view.itemMaxQuantity ?? undefined}
          precision={0}
          value={quantity}
          onChange={(value) => setQuantity(typeof value === 'number' ? value : min)}
          style={{ width: 96 }}
        />
        <Button icon={<ShoppingCartOutlined aria-hidden />} loading={busy} onClick={() => void add()}>
          {a.button}
        </Button>
      </Space.Compact>
      <span role="status" className="troc-cart-added">
        {added ? (
          <>
            <CheckCircleOutlined aria-hidden /> {a.added}{' '}
            <Link to={withLocale(ROUTES.cartView(added))}>{a.seeCart}</Link>
          </>
        ) : null}
      </span>
    </Flex>
  );
}
