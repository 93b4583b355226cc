import { useEffect, useRef } from 'react';

/**
 * Brings a confirmation into view when it appears (and again when it changes), so that « L'échange
 * est enregistré. » is read where the page opens, not above the fold. Focus follows without a
 * second scroll, for screen-reader users.
 */
export function useReveal<T extends HTMLElement>(shown: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!shown || !element) return;
    // jsdom has no layout; a browser always has scrollIntoView.
    element.scrollIntoView?.({ block: 'center' });
    element.focus({ preventScroll: true });
  }, [shown]);
  return ref;
}
