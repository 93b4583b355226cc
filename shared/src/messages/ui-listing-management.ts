/** Interface strings of the back-office listing pages (edit, new, mine, moderation). */
export const listingManagementUi = {} as const;
