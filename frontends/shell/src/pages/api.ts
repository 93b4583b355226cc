import { API, type AuthMeResponse, type LoginRequest, type RegisterRequest } from '@troc/shared';
import { api, isValidationError, shownByForm } from '@troc/ui';

/** Signs in; a 422 (and a 429) is the form's own. */
export const login = (values: LoginRequest): Promise<AuthMeResponse> =>
  api.post<AuthMeResponse>(API.login, values, { handles: shownByForm });

/** Asks for the reset e-mail; the answer's message is shown whatever the address. */
export const requestReset = (values: { email: string }): Promise<{ message: string }> =>
  api.post<{ message: string }>(API.resetRequest, values, { handles: shownByForm });

/** Sets the new password of a reset link. */
export const resetPassword = (token: string, values: Record<string, unknown>): Promise<{ message: string }> =>
  api.post<{ message: string }>(API.reset, { token, ...values }, { handles: shownByForm });

/** Validates the e-mailed token; only a lost session (403) goes to the global modals. */
export const validateEmail = (token: string): Promise<AuthMeResponse & { message: string }> =>
  api.post<AuthMeResponse & { message: string }>(API.validateEmail, { token }, { handles: (e) => e.status !== 403 });

/** Registers an organisation's first member; a 422 lands on the steps' fields. */
export const register = (request: RegisterRequest): Promise<AuthMeResponse> =>
  api.post<AuthMeResponse>(API.register, request, { handles: isValidationError });
