import type { ReactNode } from 'react';

/**
 * What may be wider than a phone (a table of figures) scrolls sideways inside its card instead of
 * widening the page. The region is named and focusable so that the keyboard can scroll it too.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="troc-scroll-region" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
