import { message } from 'antd';
import { useCallback, useState, type ReactElement } from 'react';
import { isValidationError, useModals } from '@troc/ui';

/** What a publishable subject (a listing, an operation) calls and says; the hook does the rest. */
export interface PublicationCalls<Card extends { slug: string }, View> {
  publish: (slug: string) => Promise<View | null>;
  unpublish: (slug: string) => Promise<View | null>;
  remove: (slug: string) => Promise<unknown>;
  /** The address to go to once the copy exists (its edit page). */
  clone: (slug: string) => Promise<string>;
  texts: {
    published: (view: View) => string;
    unpublished: string;
    deleteTitle: string;
    deleteBody: (card: Card) => string;
    deleteConfirm: string;
    cancel: string;
    deleted: (card: Card) => string;
    duplicated: string;
  };
}

export interface PublicationActionsOptions<Card, View> {
  /** The subject as the server now has it (publish, unpublish). */
  onChanged: (view: View) => void;
  /** After a deletion. */
  onDeleted: (card: Card) => void;
  /** Publication refused (422): field path → messages, `_form` included. */
  onNotPublishable?: (card: Card, errors: Record<string, string[]>) => void;
  /** Where to go after a duplication; the edit page guards unsaved changes. */
  navigate: (to: string) => void;
}

export interface PublicationActions<Card> {
  publish: (card: Card) => Promise<void>;
  unpublish: (card: Card) => Promise<void>;
  remove: (card: Card) => void;
  duplicate: (card: Card) => Promise<void>;
  /** The slug whose action is running, to make its buttons busy. */
  busy: string | null;
  /** Where antd shows the success messages; render it once in the page. */
  holder: ReactElement;
}

/** The manager's actions on a listing or an operation (core §7: delete, clone, publish, unpublish) and their feedback. */
export function usePublicationActions<Card extends { slug: string }, View>(
  calls: PublicationCalls<Card, View>,
  { onChanged, onDeleted, onNotPublishable, navigate }: PublicationActionsOptions<Card, View>,
): PublicationActions<Card> {
  const [messages, holder] = message.useMessage();
  const { open } = useModals();
  const [busy, setBusy] = useState<string | null>(null);
  const { texts } = calls;

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
    (card: Card) =>
      run(card.slug, async () => {
        try {
          const view = await calls.publish(card.slug);
          if (view) {
            onChanged(view);
            void messages.success(texts.published(view));
          }
        } catch (error) {
          if (isValidationError(error) && onNotPublishable) onNotPublishable(card, error.errors);
          else if (isValidationError(error)) void messages.error(error.message);
          throw error;
        }
      }),
    [run, calls, texts, onChanged, onNotPublishable, messages],
  );

  const unpublish = useCallback(
    (card: Card) =>
      run(card.slug, async () => {
        const view = await calls.unpublish(card.slug);
        if (view) onChanged(view);
        void messages.info(texts.unpublished);
      }),
    [run, calls, texts, onChanged, messages],
  );

  const remove = useCallback(
    (card: Card) =>
      open('confirm', {
        title: texts.deleteTitle,
        body: texts.deleteBody(card),
        confirmLabel: texts.deleteConfirm,
        cancelLabel: texts.cancel,
        danger: true,
        onConfirm: async () => {
          await calls.remove(card.slug);
          void messages.success(texts.deleted(card));
          onDeleted(card);
        },
      }),
    [open, calls, texts, onDeleted, messages],
  );

  const duplicate = useCallback(
    (card: Card) =>
      run(card.slug, async () => {
        const to = await calls.clone(card.slug);
        void messages.success(texts.duplicated);
        navigate(to);
      }),
    [run, calls, texts, navigate, messages],
  );

  return { publish, unpublish, remove, duplicate, busy, holder };
}
