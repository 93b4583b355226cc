import { useEffect } from 'react';
import { fr, t } from '@troc/shared';

/** Names the browser tab after the page, as screen readers announce it on navigation. */
export function usePageTitle(page: string | null | undefined): void {
  useEffect(() => {
    document.title = page ? t(fr.ui.pageTitle, { page }) : fr.ui.brand.name;
  }, [page]);
}
