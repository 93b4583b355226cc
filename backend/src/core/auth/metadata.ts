export const SKIP_CSRF = 'troc:skip-csrf';
export const ROLES = 'troc:roles';
