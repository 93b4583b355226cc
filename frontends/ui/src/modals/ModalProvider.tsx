import { Modal } from 'antd';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { fr } from '@troc/shared';
import { modalDefinition, type ModalDefinition, type ModalKind, type ModalPropsByKind } from './registry';

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

interface Shown {
  kind: ModalKind;
  props: object;
  /** Changes on every opening so a replaced modal starts from a fresh state. */
  id: number;
}

const ModalsContext = createContext<ModalsApi | null>(null);

export function ModalProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown | null>(null);

  const open = useCallback(<K extends ModalKind>(kind: K, ...args: PropsArg<K>) => {
    setShown((previous) => ({ kind, props: args[0] ?? {}, id: (previous?.id ?? 0) + 1 }));
  }, []);
  const close = useCallback(() => setShown(null), []);
  const value = useMemo<ModalsApi>(() => ({ open, close, current: shown?.kind ?? null }), [open, close, shown]);

  // Props were checked against the kind when open() was called.
  const definition = (shown ? modalDefinition(shown.kind) : undefined) as ModalDefinition<object> | undefined;
  const props = shown?.props ?? {};
  const title = typeof definition?.title === 'function' ? definition.title(props) : definition?.title;

  return (
    <ModalsContext.Provider value={value}>
      {children}
      <Modal
        open={Boolean(definition)}
        onCancel={close}
        footer={null}
        // A labelled "Fermer" link rather than a bare cross (styled in styles.css).
        closable={{
          closeIcon: <span className="troc-modal__close">{fr.modal.close}</span>,
          'aria-label': fr.modal.close,
        }}
        rootClassName="troc-modal"
        keyboard
        scrollLock
        destroyOnHidden
        width={definition?.width ?? 560}
        title={title}
      >
        {definition && shown ? <definition.Body key={shown.id} {...props} close={close} /> : null}
      </Modal>
    </ModalsContext.Provider>
  );
}

export function useModals(): ModalsApi {
  const context = useContext(ModalsContext);
  if (!context) throw new Error('useModals() needs a <ModalProvider> above it');
  return context;
}
