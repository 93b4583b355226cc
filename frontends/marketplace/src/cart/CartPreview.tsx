import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { type CartLineView, fr, LIMITS, ROUTES, t, withLocale } from '@troc/shared';
import { cartKeys, fetchCartLines, fetchCartOfTracker } from './api';

const ui = fr.ui.cart.preview;

/**
 * The cart an exchange came from, in its thread (core §2): the first 5 lines, then « Et N autres
 * références », which loads the others from offset 5 when asked.
 */
export function CartPreview({ trackerSlug }: { trackerSlug: string }) {
  const cart = useQuery({
    queryKey: cartKeys.ofTracker(trackerSlug),
    queryFn: ({ signal }) => fetchCartOfTracker(trackerSlug, signal),
  });
  const [rest, setRest] = useState<CartLineView[] | null>(null);
  const [loading, setLoading] = useState(false);
  if (!cart.data) return null;
  const { lines, nbLines, slug } = cart.data;
  const hidden = nbLines - lines.length;
  const more = async () => {
    setLoading(true);
    try {
      setRest((await fetchCartLines(slug, LIMITS.cartPreview)).lines);
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
              <Typography.Text type="secondary">
                {line.quantity} {fr.listing.units[line.quantityUnit]}
              </Typography.Text>
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
