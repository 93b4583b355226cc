import { formatDate, fr, type ListingUserRef } from '@troc/shared';
import type { Actor } from '../core/auth/actor.js';

/** How a listing is referred to on its page, its exports and its conventions: TR-000123. */
export const trocReference = (troc: { id: number }) => `TR-${String(troc.id).padStart(6, '0')}`;

/** The availability period of a listing or an operation, in words. */
export function availabilityDisplayDates(row: {
  availabilityStartDate: string | null;
  availabilityEndDate: string | null;
}): string {
  const start = formatDate(row.availabilityStartDate);
  const end = formatDate(row.availabilityEndDate);
  if (start && end) return `Du ${start} au ${end}`;
  if (start) return `À partir du ${start}`;
  return fr.fallback.notProvided;
}

/** A member as a card names them; someone unknown keeps the card readable. */
export function userRef(
  user: { slug: string; firstname: string; lastname: string } | undefined,
  viewer: Actor | null,
): ListingUserRef {
  return {
    slug: user?.slug ?? '',
    firstname: user?.firstname ?? fr.fallback.unknown,
    lastname: user?.lastname ?? '',
    // Public profiles are for members only.
    readable: Boolean(user && viewer),
    avatar: null,
  };
}
