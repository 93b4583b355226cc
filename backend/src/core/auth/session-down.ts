import { ServiceUnavailableException } from '@nestjs/common';
import { fr } from '@troc/shared';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { isServiceDown } from '../http/service-down.js';

const SESSION_DOWN = Symbol('sessionDown');

const isSessionDown = (req: Request): boolean => (req as unknown as Record<symbol, boolean>)[SESSION_DOWN] === true;

/**
 * The session middleware, degraded: when its store (Redis) is out of reach the request goes on
 * without a session instead of failing, so what needs none (the visitor's search) still answers;
 * whatever reads the session, or needs a signed-in user, answers the French 503.
 */
export function sessionsOrDegraded(sessions: RequestHandler): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) =>
    sessions(req, res, (error?: unknown) => {
      if (!error || !isServiceDown(error)) return next(error);
      (req as unknown as Record<symbol, boolean>)[SESSION_DOWN] = true;
      Object.defineProperty(req, 'session', {
        configurable: true,
        get: () => {
          throw new ServiceUnavailableException(fr.http.unavailable);
        },
      });
      // express-session's own end hook looks for a session to save: it finds none.
      const end = res.end.bind(res) as (...args: unknown[]) => Response;
      res.end = ((...args: unknown[]) => {
        Object.defineProperty(req, 'session', { configurable: true, value: undefined });
        return end(...args);
      }) as Response['end'];
      next();
    });
}

/** A middleware that works on the session (passport, the touch), skipped when there is none to read. */
export function unlessSessionDown(middleware: RequestHandler): RequestHandler {
  return (req, res, next) => (isSessionDown(req) ? next() : middleware(req, res, next));
}

/** Throws the French 503 when this request's session could not be read. */
export function requireSession(req: Request): void {
  if (isSessionDown(req)) throw new ServiceUnavailableException(fr.http.unavailable);
}
