import dayjs from 'dayjs';
import { fr, ImportStatus, type ImportLineStatusName } from '@troc/shared';
import { uiImportMessages } from '@troc/shared/messages/ui-import';

export const i = uiImportMessages;

/** The statuses in the order an import goes through them (the filter's choices). */
export const IMPORT_STATUS_ORDER: ImportStatus[] = [
  ImportStatus.ToComplete,
  ImportStatus.Draft,
  ImportStatus.Pending,
  ImportStatus.Error,
  ImportStatus.Terminated,
];

export const STATUS_COLORS: Record<ImportStatus, string> = {
  [ImportStatus.ToComplete]: 'gold',
  [ImportStatus.Draft]: 'default',
  [ImportStatus.Pending]: 'processing',
  [ImportStatus.Error]: 'red',
  [ImportStatus.Terminated]: 'green',
};

export const LINE_STATUS_COLORS: Record<ImportLineStatusName, string> = {
  Success: 'green',
  ToComplete: 'gold',
  Failed: 'red',
};

/** A line's result as people read it (« Traitée », « À compléter », « En échec »). */
export const lineStatusLabel = (name: string): string =>
  Object.hasOwn(fr.imports.lineStatus, name) ? fr.imports.lineStatus[name as ImportLineStatusName] : 'N/A';

/** dd/mm/yyyy HH:mm; empty for a missing or invalid date. */
export function formatImportDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format('DD/MM/YYYY HH:mm') : '';
}
