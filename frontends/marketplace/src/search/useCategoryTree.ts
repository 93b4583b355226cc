import { useEffect, useMemo, useState } from 'react';
import { API, type AutocompleteResponse, type CategoryNode } from '@troc/shared';
import { api } from '@troc/ui';

export interface CategoryTree {
  tree: CategoryNode[];
  /** The category's name, or null while the tree loads or when the slug is unknown. */
  nameOf: (slug: string) => string | null;
}

/** The category tree of GET /api/category/tree/ (the search's multiselect and filter names). */
export function useCategoryTree(): CategoryTree {
  const [tree, setTree] = useState<CategoryNode[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    api
      // Without the tree the search still works: filters show their slugs.
      .get<AutocompleteResponse<CategoryNode>>(API.categoryTree, { signal: controller.signal, handles: true })
      .then((answer) => setTree(answer.data))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  return useMemo(() => {
    const names = new Map<string, string>();
    const walk = (nodes: CategoryNode[]) =>
      nodes.forEach((node) => {
        names.set(node.slug, node.name);
        walk(node.children);
      });
    walk(tree);
    return { tree, nameOf: (slug: string) => names.get(slug) ?? null };
  }, [tree]);
}
