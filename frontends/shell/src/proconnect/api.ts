import { API, type AuthMeResponse, type ProConnectPending, type ProConnectRegisterRequest } from '@troc/shared';
import { api, isValidationError } from '@troc/ui';

/** The ProConnect identity waiting for a choice; a 404 (none, or expired) is the page's own. */
export const fetchPending = (): Promise<ProConnectPending> =>
  api.get<ProConnectPending>(API.proconnectPending, { handles: (e) => e.status === 404 });

/** Links the account of the same address; a 409 (the identity expired) is the page's own. */
export const confirmLink = (): Promise<AuthMeResponse & { message: string }> =>
  api.post<AuthMeResponse & { message: string }>(API.proconnectLink, {}, { handles: (e) => e.status === 409 });

/** Creates the account from the organisation step; a 422 lands on its fields. */
export const registerWithProConnect = (request: ProConnectRegisterRequest): Promise<AuthMeResponse> =>
  api.post<AuthMeResponse>(API.proconnectRegister, request, {
    handles: (e) => isValidationError(e) || e.status === 409,
  });

export const cancelPending = (): Promise<AuthMeResponse> => api.post<AuthMeResponse>(API.proconnectCancel, {});
