import { Modal, Skeleton } from 'antd';
import { Suspense } from 'react';
import { fr } from '@troc/shared';
import { modalDefinition, type ModalDefinition, type ModalKind } from './registry';

export interface Shown {
  kind: ModalKind;
  props: object;
  /** Changes on every opening so a replaced modal starts from a fresh state. */
  id: number;
}

export interface ModalFrameProps {
  /** The modal on screen, or null (the frame stays mounted, closed). */
  shown: Shown | null;
  close: () => void;
}

/** The one modal of the page: antd's Modal around the body registered for the kind shown. */
export function ModalFrame({ shown, close }: ModalFrameProps) {
  // Props were checked against the kind when open() was called.
  const definition = (shown ? modalDefinition(shown.kind) : undefined) as ModalDefinition<object> | undefined;
  const props = shown?.props ?? {};
  const title = typeof definition?.title === 'function' ? definition.title(props) : definition?.title;
  return (
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
      {/* A body may load when first opened (a lazy component): the frame shows meanwhile. */}
      <Suspense fallback={<Skeleton active />}>
        {definition && shown ? <definition.Body key={shown.id} {...props} close={close} /> : null}
      </Suspense>
    </Modal>
  );
}
