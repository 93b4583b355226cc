import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { ImpactCategoryView } from '@troc/shared';
import { fetchCategory, libraryKeys } from './api';

/** A category of the tree, with its children once they have been read. */
export interface ImpactTreeNode {
  category: ImpactCategoryView;
  children?: ImpactTreeNode[];
}

export interface ImpactTree {
  /** The top categories and what has been opened below them. */
  nodes: ImpactTreeNode[];
  loading: boolean;
  failed: boolean;
  /** Reads a category's children once (loadData of the Tree and of the TreeSelect). */
  load: (category: ImpactCategoryView) => Promise<void>;
}

/**
 * The impact category tree, read a level at a time (POST API.impactCategory, 'root' for the top):
 * the page's Tree and the form's TreeSelect grow the same tree.
 */
export function useImpactTree(): ImpactTree {
  const client = useQueryClient();
  const roots = useQuery({
    queryKey: libraryKeys.category('root'),
    queryFn: ({ signal }) => fetchCategory('root', signal),
  });
  /** The children read so far, by their parent's slug. */
  const [children, setChildren] = useState<Record<string, ImpactCategoryView[]>>({});

  const load = useCallback(
    async (category: ImpactCategoryView) => {
      if (!category.hasChildren) return;
      const answer = await client.fetchQuery({
        queryKey: libraryKeys.category(category.slug),
        queryFn: ({ signal }) => fetchCategory(category.slug, signal),
      });
      setChildren((previous) => ({ ...previous, [category.slug]: answer.data.list ?? [] }));
    },
    [client],
  );

  const nodes = useMemo(() => {
    const build = (list: ImpactCategoryView[], seen: Set<string>): ImpactTreeNode[] =>
      list.map((category) => {
        const below = children[category.slug];
        // A slug met twice on the way down would loop: the server's tree is a tree, but never trust it blindly.
        return below && !seen.has(category.slug)
          ? { category, children: build(below, new Set(seen).add(category.slug)) }
          : { category };
      });
    return build(roots.data?.data.list ?? [], new Set());
  }, [roots.data, children]);

  return { nodes, loading: roots.isPending, failed: roots.isError, load };
}
