import { lazy } from 'react';
import { fr } from '@troc/shared';
import { registerModal } from '@troc/ui';
import type {} from './SaveAlertModal';

// The form of « Créer une alerte » loads when the modal is first opened, not with the search page.
registerModal('save-alert', {
  title: fr.alert.ui.modalTitle,
  Body: lazy(() => import('./SaveAlertModal').then((m) => ({ default: m.SaveAlertBody }))),
});
