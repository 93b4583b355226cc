import { message } from 'antd';
import { useCallback, useState, type ReactElement } from 'react';
import { PublicationStatus, formatDate, t, type OperationCard, type OperationView } from '@troc/shared';
import { isValidationError, useModals } from '@troc/ui';
import { cloneOperation, deleteOperation, operationAction } from './api';
import { o, operationName } from './labels';

export interface OperationActionsOptions {
  onChanged: (view: OperationView) => void;
  onDeleted: (card: OperationCard) => void;
  /** Publication refused (422): what is missing. */
  onNotPublishable?: (card: OperationCard, errors: Record<string, string[]>) => void;
  navigate: (to: string) => void;
}

export interface OperationActions {
  publish: (card: OperationCard) => Promise<void>;
  unpublish: (card: OperationCard) => Promise<void>;
  remove: (card: OperationCard) => void;
  duplicate: (card: OperationCard) => Promise<void>;
  busy: string | null;
  holder: ReactElement;
}

const publishedMessage = (view: OperationView) =>
  view.publicationStatus === PublicationStatus.ToPublish
    ? t(o.actions.scheduled, { date: formatDate(view.availabilityStartDate) })
    : o.actions.published;

/** The manager's actions on an operation (publish, unpublish, delete, clone) and their feedback. */
export function useOperationActions(options: OperationActionsOptions): OperationActions {
  const { onChanged, onDeleted, onNotPublishable, navigate } = options;
  const [messages, holder] = message.useMessage();
  const { open } = useModals();
  const [busy, setBusy] = useState<string | null>(null);

  const run = useCallback(async (slug: string, work: () => Promise<void>) => {
    setBusy(slug);
    try {
      await work();
    } catch {
      // Other failures were shown by the global error modals.
    } finally {
      setBusy(null);
    }
  }, []);

  const publish = useCallback(
    (card: OperationCard) =>
      run(card.slug, async () => {
        try {
          const { operation } = await operationAction('publish', card.slug);
          onChanged(operation);
          void messages.success(publishedMessage(operation));
        } catch (error) {
          if (isValidationError(error) && onNotPublishable) onNotPublishable(card, error.errors);
          else if (isValidationError(error)) void messages.error(error.message);
          throw error;
        }
      }),
    [run, onChanged, onNotPublishable, messages],
  );

  const unpublish = useCallback(
    (card: OperationCard) =>
      run(card.slug, async () => {
        const { operation } = await operationAction('unpublish', card.slug);
        onChanged(operation);
        void messages.info(o.actions.unpublished);
      }),
    [run, onChanged, messages],
  );

  const remove = useCallback(
    (card: OperationCard) =>
      open('confirm', {
        title: o.actions.deleteTitle,
        body: t(o.actions.deleteBody, { name: operationName(card) }),
        confirmLabel: o.actions.deleteConfirm,
        cancelLabel: o.common.cancel,
        danger: true,
        onConfirm: async () => {
          await deleteOperation(card.slug);
          void messages.success(t(o.actions.deleted, { name: operationName(card) }));
          onDeleted(card);
        },
      }),
    [open, onDeleted, messages],
  );

  const duplicate = useCallback(
    (card: OperationCard) =>
      run(card.slug, async () => {
        const copy = await cloneOperation(card.slug);
        void messages.success(o.actions.duplicated);
        navigate(copy.redirect);
      }),
    [run, navigate, messages],
  );

  return { publish, unpublish, remove, duplicate, busy, holder };
}
