/** Interface strings of the marketplace listing pages (search, view, favourites). */
export const listingBrowseUi = {} as const;
