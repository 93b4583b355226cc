import { useCallback, useState } from 'react';
import { useSession } from '@troc/ui';

export type ListView = 'cards' | 'table';

const storageKey = (list: string, userId: number | undefined) => `troc:list-view:${list}:${userId ?? 'anonymous'}`;

function read(key: string): ListView | null {
  try {
    const value = window.localStorage.getItem(key);
    return value === 'cards' || value === 'table' ? value : null;
  } catch {
    return null;
  }
}

/** Where a table has room (the frame's own phone limit, 768 px): the table, cards below. */
export const WIDE_QUERY = '(min-width: 768px)';

function screenView(): ListView {
  try {
    return window.matchMedia(WIDE_QUERY).matches ? 'table' : 'cards';
  } catch {
    return 'cards';
  }
}

/**
 * How a manager list is shown (cards or a dense table), remembered per user on this browser: a
 * display choice, not data, so it stays client-side like the product's other display state.
 * Until one is made, the screen decides: the table on a desktop, cards on a phone.
 */
export function useListView(list: string, fallback: ListView = screenView()): [ListView, (view: ListView) => void] {
  const { user } = useSession();
  const key = storageKey(list, user?.id);
  const [chosen, setChosen] = useState<{ key: string; view: ListView } | null>(null);
  const view = chosen?.key === key ? chosen.view : (read(key) ?? fallback);
  const choose = useCallback(
    (next: ListView) => {
      setChosen({ key, view: next });
      try {
        window.localStorage.setItem(key, next);
      } catch {
        // Private browsing without storage: the choice lasts for this page.
      }
    },
    [key],
  );
  return [view, choose];
}
