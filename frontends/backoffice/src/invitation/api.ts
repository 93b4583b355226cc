import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type InvitationCard, type ListResponse } from '@troc/shared';
import { api } from '@troc/ui';

export const INVITATIONS_PAGE_SIZE = 20;

export const invitationKeys = {
  all: ['invitations'] as const,
  page: (page: number) => ['invitations', page] as const,
};

/** The e-mails invited to my private listings and operations, newest first, one page at a time. */
export function useInvitations(page: number) {
  return useQuery({
    queryKey: invitationKeys.page(page),
    queryFn: ({ signal }) =>
      api.post<ListResponse<InvitationCard>>(API.invitations, { page, size: INVITATIONS_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDeleteInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) => api.post<{ message: string }>(API.invitationDelete(slug)),
    onSuccess: () => client.invalidateQueries({ queryKey: invitationKeys.all }),
  });
}
