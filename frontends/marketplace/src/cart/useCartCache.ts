import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CartLineResponse, CartView } from '@troc/shared';
import { cartKeys, countersKey } from './api';

/** Puts what the server answered in the cache: a whole cart, or one line with its parent's totals. */
export function useCartCache(slug: string) {
  const client = useQueryClient();
  const refreshOthers = useCallback(() => {
    void client.invalidateQueries({ queryKey: cartKeys.mine });
    void client.invalidateQueries({ queryKey: countersKey });
  }, [client]);

  const setCart = useCallback(
    (cart: CartView) => {
      client.setQueryData(cartKeys.view(slug), cart);
      refreshOthers();
    },
    [client, slug, refreshOthers],
  );

  const setLine = useCallback(
    ({ data: { parent, ...line } }: CartLineResponse) => {
      client.setQueryData<CartView>(
        cartKeys.view(slug),
        (cart) =>
          cart && {
            ...cart,
            totals: parent,
            lines: cart.lines.map((previous) => (previous.id === line.id ? line : previous)),
          },
      );
      refreshOthers();
    },
    [client, slug, refreshOthers],
  );

  const reload = useCallback(() => void client.invalidateQueries({ queryKey: cartKeys.view(slug) }), [client, slug]);
  return { setCart, setLine, reload };
}
