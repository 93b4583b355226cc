import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  type AlertCard,
  type AlertCreateRequest,
  type AlertCreateResponse,
  type AlertUnsubscribeResponse,
  type AlertViewResponse,
  type ListResponse,
} from '@troc/shared';
import { api, shownByForm } from '@troc/ui';

export const ALERTS_PAGE_SIZE = 10;

/** Query keys of the saved searches. */
export const alertKeys = {
  all: ['alerts'] as const,
  mine: (page: number) => ['alerts', 'mine', page] as const,
  view: (slug: string) => ['alerts', 'view', slug] as const,
};

/** The save-alert form; its 422 lands under the form's fields. */
export function createAlert(form: AlertCreateRequest['alert_form']): Promise<AlertCreateResponse> {
  return api.post<AlertCreateResponse>(API.alertCreate, { alert_form: form }, { handles: shownByForm });
}

export function useMyAlerts(page: number) {
  return useQuery({
    queryKey: alertKeys.mine(page),
    queryFn: ({ signal }) =>
      api.post<ListResponse<AlertCard>>(API.myAlerts, { page, size: ALERTS_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The alert itself (the results are read by the list loader, page after page). */
export function useAlert(slug: string) {
  return useQuery({
    queryKey: alertKeys.view(slug),
    queryFn: ({ signal }) =>
      api
        .post<AlertViewResponse>(
          API.alertView(slug),
          { page: 1, size: 1 },
          { signal, handles: (e) => e.status === 404 },
        )
        .then((answer) => answer.alert),
  });
}

export function useDeleteAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) => api.post<{ message: string }>(API.alertDelete(slug)),
    onSuccess: () => client.invalidateQueries({ queryKey: alertKeys.all }),
  });
}

/** The mail's one-click link: a forged or stale token is the page's to explain (404). */
export function useUnsubscribeAlert() {
  return useMutation({
    mutationFn: (token: string) =>
      api.post<AlertUnsubscribeResponse>(API.alertUnsubscribe(token), {}, { handles: (e) => e.status === 404 }),
  });
}
