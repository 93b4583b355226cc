import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useModals, useSession } from '@troc/ui';

/**
 * The modals a signed-in account must go through: e-mail validation first (its confirm signs
 * out), then the terms of use at first sign-in. Shown again on each page until done.
 */
export function SessionModals() {
  const { user } = useSession();
  const { open, current } = useModals();
  // Read, not watched: closing a modal must not reopen it on the same page.
  const shown = useRef(current);
  shown.current = current;
  const { pathname } = useLocation();
  // The validation page is where the address gets validated: no reminder there.
  const onValidationPage = pathname.includes('/register/validate/');

  useEffect(() => {
    if (!user || shown.current !== null || onValidationPage) return;
    if (!user.emailValidated) open('email-validation', { email: user.email });
    else if (!user.termsAccepted) open('validate-cgu');
  }, [user, pathname, onValidationPage, open]);

  return null;
}
