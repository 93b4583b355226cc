import { useQueryClient } from '@tanstack/react-query';
import { message } from 'antd';
import { useCallback, type ReactElement } from 'react';
import { canImport, fr, type ImportStatus, type ImportSummary } from '@troc/shared';
import { useModals } from '@troc/ui';
import { deleteImport, importKeys } from './api';
import { i } from './labels';

/** Whether the owner may delete it now (supporting §4: not while queued or running). */
export const canDeleteImport = (summary: Pick<ImportSummary, 'importStatus'>) =>
  canImport(summary.importStatus.name as ImportStatus, 'delete');

/**
 * « Supprimer » with its confirmation; the server's refusal (a running import) is said in the
 * confirmation, its success in a message, then `onDeleted`.
 */
export function useImportDelete(onDeleted: (summary: ImportSummary, notice: string) => void): {
  remove: (summary: ImportSummary) => void;
  holder: ReactElement;
} {
  const [messages, holder] = message.useMessage();
  const { open } = useModals();
  const client = useQueryClient();

  const remove = useCallback(
    (summary: ImportSummary) =>
      open('confirm', {
        title: i.deleteTitle,
        body: i.deleteConfirm,
        confirmLabel: i.delete,
        cancelLabel: i.cancel,
        danger: true,
        onConfirm: async () => {
          const answer = await deleteImport(summary.id);
          const notice = answer.message ?? fr.imports.deleted;
          void messages.success(notice);
          client.removeQueries({ queryKey: importKeys.view(summary.id) });
          void client.invalidateQueries({ queryKey: importKeys.lists() });
          onDeleted(summary, notice);
        },
      }),
    [open, messages, client, onDeleted],
  );
  return { remove, holder };
}
