import type { ReactNode } from 'react';
import { GlobalApiErrors } from './api/GlobalApiErrors';
import { registerBuiltinModals } from './modals/builtin';
import { ModalProvider } from './modals/ModalProvider';
import { SessionProvider } from './session/SessionProvider';

registerBuiltinModals();

/** Session, modals and the global error behaviour; must sit inside the router. */
export function TrocProviders({ children }: { children: ReactNode }) {
  return (
    // Modal bodies use the session (terms, e-mail validation): the session goes outside.
    <SessionProvider>
      <ModalProvider>
        <GlobalApiErrors />
        {children}
      </ModalProvider>
    </SessionProvider>
  );
}
