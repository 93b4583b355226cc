import { LIMITS, type CategoryNode, type CategoryRef } from '@troc/shared';

/** The nodes from the top category down to `id`, or [] when it is not in the tree. */
export function categoryPath(nodes: readonly CategoryNode[], id: number | null | undefined): CategoryNode[] {
  if (id === null || id === undefined) return [];
  for (const node of nodes) {
    if (node.id === id) return [node];
    const below = categoryPath(node.children, id);
    if (below.length) return [node, ...below];
  }
  return [];
}

export const toRefs = (path: readonly CategoryNode[]): CategoryRef[] => path.map(({ name, slug }) => ({ name, slug }));

/** Category id 3 and the categories below it carry a document (core §9). */
export const hasDocumentField = (path: readonly CategoryNode[]) =>
  path.some((node) => node.documentField || node.id === LIMITS.listing.documentCategoryId);
