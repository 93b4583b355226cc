import { useQuery } from '@tanstack/react-query';
import type { ListingView, ServiceRef } from '@troc/shared';
import { useSession } from '@troc/ui';
import { fetchAllServices, searchMembers, listingEditKeys } from '../api';

export { searchMembers, type MemberOption } from '../api';

/**
 * The id of the listing's manager: given by the server to the people in charge; otherwise the
 * signed-in user when they manage it, else the member of that exact name. undefined while looking.
 */
export function useManagerId(listing: ListingView): number | null | undefined {
  const { user } = useSession();
  const name = `${listing.manager.firstname} ${listing.manager.lastname}`.trim();
  const known =
    typeof listing.managerId === 'number' ? listing.managerId : listing.currentManager && user ? user.id : undefined;
  const { data, isError } = useQuery({
    queryKey: listingEditKeys.manager(listing.slug, name),
    queryFn: async ({ signal }) => {
      const match = (await searchMembers(name, signal)).filter((member) => member.value === name);
      return match.length === 1 ? Number(match[0]!.data) : null;
    },
    enabled: known === undefined,
    retry: false,
  });
  if (known !== undefined) return known;
  return isError ? null : data;
}

/** Every service of the organisation, in tree order; [] when they could not be read. */
export function useOrganisationServices(): ServiceRef[] | null {
  const { data, isError } = useQuery({
    queryKey: listingEditKeys.services,
    queryFn: ({ signal }) => fetchAllServices(signal),
  });
  return isError ? [] : (data ?? null);
}

/** Depth of a service in its tree, from its materialised path (/1/4/9/). */
export const serviceDepth = (service: ServiceRef) =>
  Math.max(0, service.hierarchy.split('/').filter(Boolean).length - 1);
