import type { NextFunction, Request, Response } from 'express';

/**
 * Form-encoded submissions name their fields form[...] or <name>_form[...]; when such a
 * form is all the body holds (besides its token), its fields are lifted to the top so the
 * same DTOs serve JSON and HTML forms. form[_token] stays where the CSRF check reads it.
 */
export function unwrapFormBody(req: Request, _res: Response, next: NextFunction): void {
  if (!req.is('application/x-www-form-urlencoded') || !req.body || typeof req.body !== 'object') return next();
  const keys = Object.keys(req.body as object).filter((k) => k !== '_token');
  const [key] = keys;
  const inner = key ? (req.body as Record<string, unknown>)[key] : undefined;
  if (keys.length === 1 && /^(form|[a-z]+(_[a-z]+)*_form)$/.test(key!) && inner && typeof inner === 'object') {
    req.body = { ...(inner as object), ...req.body };
  }
  next();
}
