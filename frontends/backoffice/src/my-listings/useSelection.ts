import { useCallback, useMemo, useState } from 'react';

export interface Selection {
  /** Every listing matching the filters, on every page (the mass action sends the filters then). */
  all: boolean;
  ids: ReadonlySet<number>;
  count: number;
  isSelected: (id: number) => boolean;
  toggle: (id: number, checked: boolean) => void;
  togglePage: (ids: readonly number[], checked: boolean) => void;
  setAll: (checked: boolean) => void;
  clear: () => void;
}

/** Mass-select state of a list loader: single lines, the page, or all results (supporting §2). */
export function useSelection(totalResults: number): Selection {
  const [all, setAllState] = useState(false);
  const [ids, setIds] = useState<ReadonlySet<number>>(new Set());

  const toggle = useCallback((id: number, checked: boolean) => {
    setIds((previous) => {
      const next = new Set(previous);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const togglePage = useCallback((pageIds: readonly number[], checked: boolean) => {
    setIds((previous) => {
      const next = new Set(previous);
      pageIds.forEach((id) => (checked ? next.add(id) : next.delete(id)));
      return next;
    });
  }, []);

  const setAll = useCallback((checked: boolean) => {
    setAllState(checked);
    if (!checked) setIds(new Set());
  }, []);

  const clear = useCallback(() => {
    setAllState(false);
    setIds(new Set());
  }, []);

  return useMemo(
    () => ({
      all,
      ids,
      count: all ? totalResults : ids.size,
      isSelected: (id: number) => all || ids.has(id),
      toggle,
      togglePage,
      setAll,
      clear,
    }),
    [all, ids, totalResults, toggle, togglePage, setAll, clear],
  );
}
