import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { type CartLineView, type CartView, LIMITS, ROUTES, t, withLocale, quantityWithUnit } from '@troc/shared';
import { cartKeys, fetchCartLines, fetchCartOfThread, fetchCartOfTracker } from './api';
import { cartUi } from '@troc/shared/messages/ui-cart';

const ui = cartUi.preview;

/** The cart of an exchange (its tracker's slug) or of an inbox thread (batch or exchange thread). */
export type CartPreviewSource = { trackerSlug: string } | { threadSlug: string };

/**
 * The cart an exchange came from, in its thread (core §2): the first 5 lines, then « Et N autres
 * références », which loads the others from offset 5 when asked.
 */
export function CartPreview(source: CartPreviewSource) {
  const thread = 'threadSlug' in source ? source.threadSlug : null;
  const key =
    thread === null ? cartKeys.ofTracker((source as { trackerSlug: string }).trackerSlug) : cartKeys.ofThread(thread);
  const cart = useQuery<CartView>({
    queryKey: key,
    queryFn: ({ signal }) =>
      thread === null
        ? fetchCartOfTracker((source as { trackerSlug: string }).trackerSlug, signal)
        : fetchCartOfThread(thread, 0, signal),
  });
  const [rest, setRest] = useState<CartLineView[] | null>(null);
  const [loading, setLoading] = useState(false);
  if (!cart.data) return null;
  const { lines, nbLines, slug } = cart.data;
  const hidden = nbLines - lines.length;
  const more = async () => {
    setLoading(true);
    try {
      const next =
        thread === null
          ? await fetchCartLines(slug, LIMITS.cartPreview)
          : await fetchCartOfThread(thread, LIMITS.cartPreview);
      setRest(next.lines);
    } finally {
      setLoading(false);
    }
  };
  return (
    <Card
      title={<h2 className="troc-tracker-title">{ui.title}</h2>}
      extra={<Link to={withLocale(ROUTES.cartView(slug))}>{ui.open}</Link>}
    >
      <ul className="troc-cart-preview" aria-label={ui.label}>
        {[...lines, ...(rest ?? [])].map((line) => (
          <li key={line.id}>
            <Flex justify="space-between" gap={12}>
              <Typography.Text>{line.troc.name}</Typography.Text>
              <Typography.Text type="secondary">{quantityWithUnit(line.quantity, line.quantityUnit)}</Typography.Text>
            </Flex>
          </li>
        ))}
      </ul>
      {hidden > 0 && rest === null ? (
        <Button type="link" loading={loading} onClick={() => void more()} style={{ paddingInline: 0 }}>
          {t(ui.more, { count: hidden })}
        </Button>
      ) : null}
    </Card>
  );
}
