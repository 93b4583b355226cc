import type { ImportDetail, MassActionProgress } from '@troc/shared';
import type { Client } from './test-app.js';
import { waitFor } from './wait.js';

/** Polls a mass action as its modal does (faster) until it has ended. */
export const massActionFinished = (client: Client, id: string, timeoutMs = 60_000): Promise<MassActionProgress> =>
  waitFor(
    async () => (await client.post(`/fr/api/mass-action/pending/${id}/`).expect(200)).body as MassActionProgress,
    (progress) => progress.massActionStatus.name !== 'Pending',
    timeoutMs,
  );

/** Polls an import's page until its job has ended, well or not. */
export const importFinished = (client: Client, id: string, timeoutMs = 60_000): Promise<ImportDetail> =>
  waitFor(
    async () => (await client.post(`/fr/api/import/view/${id}/`).expect(200)).body.data as ImportDetail,
    (detail) => ['Terminated', 'Error'].includes(detail.importStatus.name),
    timeoutMs,
  );
