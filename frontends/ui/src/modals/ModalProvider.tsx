import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { deferred } from '../layout/deferred';
import type { ModalFrameProps, Shown } from './ModalFrame';
import type { ModalKind, ModalPropsByKind } from './registry';

/** Props may be left out for kinds that take none. */
type PropsArg<K extends ModalKind> =
  Record<string, never> extends ModalPropsByKind[K] ? [props?: ModalPropsByKind[K]] : [props: ModalPropsByKind[K]];

export interface ModalsApi {
  /** Opens a modal, replacing the one on screen if any: there is never more than one. */
  open<K extends ModalKind>(kind: K, ...props: PropsArg<K>): void;
  close(): void;
  /** The kind on screen, or null. */
  current: ModalKind | null;
}

const ModalsContext = createContext<ModalsApi | null>(null);

/**
 * The modal frame (antd's Modal) loads the first time a modal opens, and stays mounted after, so
 * that closing plays its animation and reopening costs nothing. Most visits open none.
 */
const ModalFrame = deferred<ModalFrameProps>(() => import('./ModalFrame').then((m) => m.ModalFrame));

export function ModalProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown | null>(null);
  const [used, setUsed] = useState(false);

  const open = useCallback(<K extends ModalKind>(kind: K, ...args: PropsArg<K>) => {
    setUsed(true);
    setShown((previous) => ({ kind, props: args[0] ?? {}, id: (previous?.id ?? 0) + 1 }));
  }, []);
  const close = useCallback(() => setShown(null), []);
  const value = useMemo<ModalsApi>(() => ({ open, close, current: shown?.kind ?? null }), [open, close, shown]);

  return (
    <ModalsContext.Provider value={value}>
      {children}
      {used ? <ModalFrame shown={shown} close={close} /> : null}
    </ModalsContext.Provider>
  );
}

export function useModals(): ModalsApi {
  const context = useContext(ModalsContext);
  if (!context) throw new Error('useModals() needs a <ModalProvider> above it');
  return context;
}
