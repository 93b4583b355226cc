import { deferred } from '../layout/deferred';
import type { ExportModalProps } from './ExportModal';

export type { ExportModalProps };

/** The export modal, loaded the first time a list shows it. */
export const ExportModal = deferred<ExportModalProps>(() => import('./ExportModal').then((m) => m.ExportModal));
