import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { API, type AutocompleteResponse, type CategoryNode } from '@troc/shared';
import { api } from '../api/client';
import { categoryKeys } from '../query/keys';

export interface CategoryTree {
  /** The tree of GET /api/category/tree/; null while it loads or when it could not be read. */
  tree: CategoryNode[] | null;
  status: 'loading' | 'failed' | 'ready';
  /** The category's name, or null while the tree loads or when the slug is unknown. */
  nameOf: (slug: string) => string | null;
  retry: () => void;
}

/** The tree itself; its failure is the page's to show (the search does without it). */
export const fetchCategoryTree = (signal?: AbortSignal): Promise<CategoryNode[]> =>
  api
    .get<AutocompleteResponse<CategoryNode>>(API.categoryTree, { signal, handles: true })
    .then((answer) => answer.data);

/**
 * The category tree, asked once per visit for every application (it changes only with a
 * deployment): the search's multiselect and filter names, the edit screen's category selects.
 */
export function useCategoryTree(): CategoryTree {
  const { data, isError, isFetching, refetch } = useQuery({
    queryKey: categoryKeys.tree,
    queryFn: ({ signal }) => fetchCategoryTree(signal),
    staleTime: Infinity,
  });

  return useMemo(() => {
    const names = new Map<string, string>();
    const walk = (nodes: CategoryNode[]) =>
      nodes.forEach((node) => {
        names.set(node.slug, node.name);
        walk(node.children);
      });
    walk(data ?? []);
    return {
      tree: data ?? null,
      status: data ? 'ready' : isError && !isFetching ? 'failed' : 'loading',
      nameOf: (slug: string) => names.get(slug) ?? null,
      retry: () => void refetch(),
    };
  }, [data, isError, isFetching, refetch]);
}
