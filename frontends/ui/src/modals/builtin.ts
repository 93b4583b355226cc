import { fr } from '@troc/shared';
import { DefaultErrorBody, DisconnectedBody } from './ErrorModals';
import { EmailValidationBody } from './EmailValidationModal';
import { registerModal } from './registry';
import { TermsBody } from './TermsModal';

/** The modal kinds every application can open. */
export function registerBuiltinModals(): void {
  registerModal('default-error', { title: fr.modal.defaultErrorTitle, Body: DefaultErrorBody });
  registerModal('disconnected-error', { title: fr.modal.disconnectedTitle, Body: DisconnectedBody });
  registerModal('email-validation', { title: fr.modal.emailValidationTitle, Body: EmailValidationBody });
  registerModal('validate-cgu', { title: fr.modal.termsTitle, Body: TermsBody, width: 680 });
}
