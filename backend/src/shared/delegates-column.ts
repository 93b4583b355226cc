/**
 * The `delegates` column of listings and operations: the identity module's delegation table
 * copied as ',4,12,', so that SQL can test membership with LIKE '%,4,%'.
 */
export const delegatesColumn = (ids: number[]): string | null => (ids.length ? `,${ids.join(',')},` : null);

/** ',3,8,' → [3, 8]. */
export const delegateIds = (delegates: string | null | undefined): number[] =>
  (delegates ?? '')
    .split(',')
    .filter(Boolean)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);

export const isDelegate = (delegates: string | null | undefined, userId: number): boolean =>
  Boolean(delegates && delegates.includes(`,${userId},`));
