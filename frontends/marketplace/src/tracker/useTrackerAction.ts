import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { t, type TrackerCard, type TrackerView } from '@troc/shared';
import { ApiError, listingKeys, type ListPage } from '@troc/ui';
import { runTrackerAction, trackerKeys, type CardAction } from './api';
import { ui } from './labels';

export interface ActionNotice {
  type: 'success' | 'error';
  text: string;
}

/** Puts an exchange as the server now has it in every cached list and its own entry. */
export function useStoreTracker() {
  const client = useQueryClient();
  return useCallback(
    (tracker: TrackerView) => {
      client.setQueryData(trackerKeys.view(tracker.slug), tracker);
      client.setQueriesData<InfiniteData<ListPage<TrackerCard>, number>>(
        { queryKey: trackerKeys.lists() },
        (previous) =>
          previous && {
            ...previous,
            pages: previous.pages.map((page) => ({
              ...page,
              data: page.data.map((card) => (card.slug === tracker.slug ? tracker : card)),
            })),
          },
      );
      // The lists move the exchange between « en cours » and « terminés » the next time they are shown;
      // the listing's remaining quantity may have changed.
      void client.invalidateQueries({ queryKey: trackerKeys.lists(), refetchType: 'none' });
      void client.invalidateQueries({ queryKey: trackerKeys.thread(tracker.slug) });
      void client.invalidateQueries({ queryKey: listingKeys.view(tracker.troc.slug), refetchType: 'none' });
    },
    [client],
  );
}

/** Runs one action on an exchange: a busy button, the refusal (409) or the outcome said beside it. */
export function useTrackerAction(slug: string) {
  const store = useStoreTracker();
  const [busy, setBusy] = useState<CardAction | null>(null);
  const [notice, setNotice] = useState<ActionNotice | null>(null);

  const run = useCallback(
    async (action: CardAction) => {
      setBusy(action);
      setNotice(null);
      try {
        const { tracker } = await runTrackerAction(action, slug);
        store(tracker);
        setNotice({ type: 'success', text: ui.actions.done[action] });
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) setNotice({ type: 'error', text: error.message });
      } finally {
        setBusy(null);
      }
    },
    [slug, store],
  );

  return { run, busy, notice, label: (name: string) => t(ui.actions.label, { name }) };
}
