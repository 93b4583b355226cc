import { ImportStatus as S } from '../enums/marketplace.js';

/**
 * The import machine (supporting §4 Import status). An uploaded file is « À compléter » while its
 * columns are matched and tested; started, it waits in the queue (« En attente »), runs (« En
 * cours »), then ends « Terminé », or « En échec » when the file itself cannot be read. A worker
 * stopped while running resumes the same import (run again from Pending).
 */
export type ImportAction = 'map' | 'test' | 'start' | 'run' | 'finish' | 'fail' | 'cancel' | 'delete';

export interface ImportTransition {
  from: readonly S[];
  to: S | null;
  actor: 'owner' | 'system';
}

export const IMPORT_TRANSITIONS: Readonly<Record<ImportAction, ImportTransition>> = {
  map: { from: [S.ToComplete], to: S.ToComplete, actor: 'owner' },
  test: { from: [S.ToComplete], to: S.ToComplete, actor: 'owner' },
  start: { from: [S.ToComplete], to: S.Draft, actor: 'owner' },
  run: { from: [S.Draft, S.Pending], to: S.Pending, actor: 'system' },
  finish: { from: [S.Pending], to: S.Terminated, actor: 'system' },
  fail: { from: [S.Draft, S.Pending], to: S.Error, actor: 'system' },
  // A queued or running import its owner gives up (a stuck one): « En échec », then deletable.
  cancel: { from: [S.Draft, S.Pending], to: S.Error, actor: 'owner' },
  // A queued or running import is not deleted under its worker; the listings it created stay.
  delete: { from: [S.ToComplete, S.Error, S.Terminated], to: null, actor: 'owner' },
};

export function canImport(status: S, action: ImportAction): boolean {
  return IMPORT_TRANSITIONS[action].from.includes(status);
}

/** The owner's actions the table allows from this status, in the table's order. */
export function importActions(status: S): ImportAction[] {
  return (Object.keys(IMPORT_TRANSITIONS) as ImportAction[]).filter(
    (action) => IMPORT_TRANSITIONS[action].actor === 'owner' && canImport(status, action),
  );
}

/** Queued or running: its view refreshes every 5 s. */
export const isImportRunning = (status: string): boolean => status === S.Draft || status === S.Pending;

export const IMPORT_STATUS_LABELS: Readonly<Record<S, string>> = {
  [S.ToComplete]: 'À compléter',
  [S.Draft]: 'En attente',
  [S.Pending]: 'En cours',
  [S.Error]: 'En échec',
  [S.Terminated]: 'Terminé',
};

/** The status as people read it; anything unknown is « N/A » (supporting §4). */
export function importStatusLabel(name: unknown): string {
  return typeof name === 'string' && Object.hasOwn(IMPORT_STATUS_LABELS, name)
    ? IMPORT_STATUS_LABELS[name as S]
    : 'N/A';
}
