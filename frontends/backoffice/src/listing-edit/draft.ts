import { createContext, useCallback, useContext } from 'react';

/** The new-listing page's draft, not yet written: its first save creates it. */
export interface UnwrittenDraft {
  /** Creates the draft once (concurrent saves share it) and gives its slug. */
  slug: () => Promise<string>;
}

export const DraftContext = createContext<UnwrittenDraft | null>(null);

/**
 * The slug a save writes to: the listing's, or on the new-listing page the draft's, created by
 * that first save (a form, a picture). Abandoning the page before leaves no draft behind.
 */
export function useWriteSlug(slug: string): () => Promise<string> {
  const draft = useContext(DraftContext);
  return useCallback(() => (draft && !slug ? draft.slug() : Promise.resolve(slug)), [draft, slug]);
}

/** True on the new-listing page until the first save has created the draft. */
export function useUnwritten(slug: string): boolean {
  return useContext(DraftContext) !== null && !slug;
}
