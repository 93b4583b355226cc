import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { GlobalApiErrors } from './api/GlobalApiErrors';
import { registerBuiltinModals } from './modals/builtin';
import { ModalProvider } from './modals/ModalProvider';
import { createQueryClient } from './query/queryClient';
import { SessionProvider } from './session/SessionProvider';

registerBuiltinModals();

/** Server state, session, modals and the global error behaviour; must sit inside the router. */
export function TrocProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  // One QueryClient for the shell and every remote (@tanstack/react-query is a shared singleton).
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      {/* Modal bodies use the session (terms, e-mail validation): the session goes outside. */}
      <SessionProvider>
        <ModalProvider>
          <GlobalApiErrors />
          {children}
        </ModalProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
