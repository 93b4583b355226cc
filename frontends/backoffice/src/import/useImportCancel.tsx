import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { fr, type ImportSummary } from '@troc/shared';
import { useModals } from '@troc/ui';
import { cancelImport, importKeys } from './api';
import { i } from './labels';

/** « Arrêter l'import » with its confirmation: a queued or running (or stuck) import ends « En échec ». */
export function useImportCancel(onCancelled: (notice: string) => void): (summary: ImportSummary) => void {
  const { open } = useModals();
  const client = useQueryClient();
  return useCallback(
    (summary: ImportSummary) =>
      open('confirm', {
        title: i.stop,
        body: i.stopConfirm,
        confirmLabel: i.stop,
        cancelLabel: i.cancel,
        danger: true,
        onConfirm: async () => {
          const next = await cancelImport(summary.id);
          client.setQueryData(importKeys.view(summary.id), next);
          void client.invalidateQueries({ queryKey: importKeys.lists() });
          onCancelled(fr.jobs.cancelled);
        },
      }),
    [open, client, onCancelled],
  );
}
