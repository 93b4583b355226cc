import type { ComponentType, ReactNode } from 'react';

/**
 * Props of each kind of modal. A remote adds its own kinds by augmenting this interface:
 *   declare module '@troc/ui' { interface ModalPropsByKind { 'cart-add': { slug: string } } }
 * and registering them with registerModal().
 */
export interface ModalPropsByKind {
  'default-error': { message?: string };
  'disconnected-error': Record<string, never>;
  'email-validation': { email: string };
  'validate-cgu': Record<string, never>;
}

export type ModalKind = keyof ModalPropsByKind;

export interface ModalBodyProps {
  /** Closes this modal. */
  close: () => void;
}

export interface ModalDefinition<P> {
  title: ReactNode | ((props: P) => ReactNode);
  Body: ComponentType<P & ModalBodyProps>;
  width?: number;
}

// The ui package is one instance for every application, so this registry is too.
const definitions = new Map<string, ModalDefinition<never>>();

export function registerModal<K extends ModalKind>(kind: K, definition: ModalDefinition<ModalPropsByKind[K]>): void {
  definitions.set(kind, definition as ModalDefinition<never>);
}

export function modalDefinition<K extends ModalKind>(kind: K): ModalDefinition<ModalPropsByKind[K]> | undefined {
  return definitions.get(kind) as ModalDefinition<ModalPropsByKind[K]> | undefined;
}
