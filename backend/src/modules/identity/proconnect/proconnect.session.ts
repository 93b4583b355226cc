import type { ProConnectPending } from '@troc/shared';
import type { Request } from 'express';
import type { User } from '../entities/user.entity.js';
import type { ProConnectIdentity } from './proconnect.client.js';

/** What the session keeps of ProConnect: one flow at a time. */
export interface ProConnectSessionData {
  /** A sign-in in flight: checked once at the callback, then forgotten. */
  login?: { state: string; nonce: string; at: number };
  /** An identity waiting for the visitor to confirm a link or complete the organisation step. */
  pending?: { identity: ProConnectIdentity; idToken: string; view: ProConnectPending; at: number };
  /** Signed in through ProConnect: the id_token_hint of the logout. */
  idToken?: string;
  /** A logout in flight, checked when ProConnect sends the browser back. */
  logoutState?: string;
}

declare module 'express-session' {
  interface SessionData {
    proconnect?: ProConnectSessionData;
  }
}

/** A sign-in started more than this long ago, or an identity left waiting, is no longer honoured. */
export const PROCONNECT_FLOW_TTL_MS = 10 * 60_000;

/** Signs in as the password login does: passport renews the session (no fixed session id is carried over). */
export const logIn = (req: Request, user: User) =>
  new Promise<void>((resolve, reject) => req.logIn(user, (err) => (err ? reject(err) : resolve())));

/** Ends the Troc session; the session is renewed too. */
export const logOut = (req: Request) =>
  new Promise<void>((resolve, reject) => req.logOut((err) => (err ? reject(err) : resolve())));

/** Reads and forgets the sign-in in flight: a state is honoured once. */
export function takeLogin(req: Request): ProConnectSessionData['login'] | undefined {
  const login = req.session.proconnect?.login;
  if (req.session.proconnect) delete req.session.proconnect.login;
  return login && Date.now() - login.at < PROCONNECT_FLOW_TTL_MS ? login : undefined;
}

export function pendingOf(req: Request): ProConnectSessionData['pending'] | undefined {
  const pending = req.session.proconnect?.pending;
  return pending && Date.now() - pending.at < PROCONNECT_FLOW_TTL_MS ? pending : undefined;
}
