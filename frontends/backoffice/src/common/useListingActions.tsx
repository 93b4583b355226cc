import { message } from 'antd';
import { useCallback, useState, type ReactElement } from 'react';
import { ROUTES, t, withLocale, type ListingManagerCard, type ListingView } from '@troc/shared';
import { isValidationError, useModals } from '@troc/ui';
import { listingName, m } from './labels';
import { cloneListing, ownerAction, publishedMessage } from './api';

export interface ListingActionsOptions {
  /** The listing as the server now has it (publish, unpublish). */
  onChanged: (view: ListingView) => void;
  /** After a deletion. */
  onDeleted: (card: ListingManagerCard) => void;
  /** Publication refused (422): field path → messages, `_form` included. */
  onNotPublishable?: (card: ListingManagerCard, errors: Record<string, string[]>) => void;
  /** Where to go after a duplication (the copy's edit page); the edit page guards unsaved changes. */
  navigate: (to: string) => void;
}

export interface ListingActions {
  publish: (card: ListingManagerCard) => Promise<void>;
  unpublish: (card: ListingManagerCard) => Promise<void>;
  remove: (card: ListingManagerCard) => void;
  duplicate: (card: ListingManagerCard) => Promise<void>;
  /** The slug whose action is running, to make its buttons busy. */
  busy: string | null;
  /** Where antd shows the success messages; render it once in the page. */
  holder: ReactElement;
}

/** The owner's actions on a listing (core §7: delete, clone, publish, unpublish) and their feedback. */
export function useListingActions(options: ListingActionsOptions): ListingActions {
  const { onChanged, onDeleted, onNotPublishable, navigate } = options;
  const [messages, holder] = message.useMessage();
  const { open } = useModals();
  const [busy, setBusy] = useState<string | null>(null);

  const run = useCallback(async (slug: string, work: () => Promise<void>) => {
    setBusy(slug);
    try {
      await work();
    } catch {
      // Failures other than a refused publication were shown by the global error modals.
    } finally {
      setBusy(null);
    }
  }, []);

  const publish = useCallback(
    (card: ListingManagerCard) =>
      run(card.slug, async () => {
        try {
          const answer = await ownerAction('publish', card.slug);
          if (answer.troc) {
            onChanged(answer.troc);
            void messages.success(publishedMessage(answer.troc));
          }
        } catch (error) {
          if (isValidationError(error) && onNotPublishable) onNotPublishable(card, error.errors);
          else if (isValidationError(error)) void messages.error(error.message);
          throw error;
        }
      }),
    [run, onChanged, onNotPublishable, messages],
  );

  const unpublish = useCallback(
    (card: ListingManagerCard) =>
      run(card.slug, async () => {
        const answer = await ownerAction('unpublish', card.slug);
        if (answer.troc) onChanged(answer.troc);
        void messages.info(m.actions.unpublished);
      }),
    [run, onChanged, messages],
  );

  const remove = useCallback(
    (card: ListingManagerCard) =>
      open('confirm', {
        title: m.actions.deleteTitle,
        body: t(m.actions.deleteBody, { name: listingName(card) }),
        confirmLabel: m.actions.deleteConfirm,
        cancelLabel: m.common.cancel,
        danger: true,
        onConfirm: async () => {
          await ownerAction('delete', card.slug);
          void messages.success(t(m.actions.deleted, { name: listingName(card) }));
          onDeleted(card);
        },
      }),
    [open, onDeleted, messages],
  );

  const duplicate = useCallback(
    (card: ListingManagerCard) =>
      run(card.slug, async () => {
        const copy = await cloneListing(card.slug);
        void messages.success(m.actions.duplicated);
        navigate(withLocale(ROUTES.trocEdit(copy.slug)));
      }),
    [run, navigate, messages],
  );

  return { publish, unpublish, remove, duplicate, busy, holder };
}
