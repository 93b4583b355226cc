/**
 * Query keys of the data several applications read (one cache, shared by the shell and the
 * remotes): a listing saved in the back office is the same entry the marketplace shows.
 * Keys of data one feature reads alone live in that feature's api.ts.
 */
export const listingKeys = {
  all: ['listings'] as const,
  /** Every list of listings (search, favourites, strips, mine, moderation queue). */
  lists: () => ['listings', 'list'] as const,
  list: (source: string, body: unknown, size?: number) => ['listings', 'list', source, body, size] as const,
  view: (slug: string) => ['listings', 'view', slug] as const,
};

export const categoryKeys = {
  tree: ['categories', 'tree'] as const,
};
