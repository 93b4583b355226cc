import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { fr, OrganismType } from '@troc/shared';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DataSource } from 'typeorm';
import { SESSION_COOKIE } from '../src/app.factory.js';
import { Organisation } from '../src/modules/identity/entities/organisation.entity.js';
import { OrganismDirectoryEntry } from '../src/modules/identity/entities/organism-directory-entry.entity.js';
import { User } from '../src/modules/identity/entities/user.entity.js';
import { OrganisationsService } from '../src/modules/identity/organisations.service.js';
import {
  type LocalIdentity,
  type LocalProvider,
  startLocalProvider,
} from '../src/modules/identity/proconnect/local-provider.js';
import { registerAs, uniqueEmail } from './support/fixtures.js';
import { pathOf, ProviderBrowser } from './support/oidc-browser.js';
import { targets } from './support/targets.js';
import { type Client, startApp, type TestApp } from './support/test-app.js';

const PUBLIC_URL = 'http://troc.test';
const CALLBACK = `${PUBLIC_URL}/fr/api/auth/proconnect/callback`;
const POST_LOGOUT = `${PUBLIC_URL}/fr/api/auth/proconnect/logout/callback`;
const SECRET = 'secret-de-test-proconnect-'.padEnd(48, 'x');
const SIRET = {
  rhone: '17690123400016', // an organisation of Troc
  rectorat: '13001234500018', // in the directory only
  closed: '26330999900013', // in the directory, closed
  elsewhere: '21690123000015', // unknown to Troc
};

const identity = (sub: string, email: string, siret: string): LocalIdentity => ({
  sub,
  email,
  given_name: 'Agathe',
  usual_name: 'Perrin',
  siret,
  uid: sub,
});

type Mode = 'none' | 'nonce' | 'tamper' | 'unsigned';
let mode: Mode = 'none';
let unsignedClaims: LocalIdentity | null = null;

/** The hostile or faulty provider of some tests, in front of the real one. */
function intercept(req: IncomingMessage, res: ServerResponse): boolean {
  if (mode === 'nonce' && req.url?.startsWith('/auth?')) {
    req.url = req.url.replace(/nonce=([\w-]+)/, (_all, nonce: string) => `nonce=${'n'.repeat(nonce.length)}`);
  }
  if (mode === 'tamper' && req.url === '/token') {
    const end = res.end.bind(res) as (chunk?: unknown, ...rest: unknown[]) => ServerResponse;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      const body = chunk ? (JSON.parse(String(chunk)) as { id_token?: string }) : {};
      if (body.id_token) {
        const [head, payload, signature] = body.id_token.split('.') as [string, string, string];
        const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
        body.id_token = [head, payload, flipped].join('.');
        return end(JSON.stringify(body), ...rest);
      }
      return end(chunk, ...rest);
    }) as typeof res.end;
  }
  if (mode === 'unsigned' && req.url === '/me') {
    res.setHeader('content-type', 'application/json; charset=utf-8');
    // Claims that would be accepted if they were signed.
    res.end(JSON.stringify(unsignedClaims));
    return true;
  }
  return false;
}

describe.each(targets())('sign-in with ProConnect on $name', (target) => {
  let provider: LocalProvider;
  let t0: TestApp;
  let warn: jest.SpiedFunction<Logger['warn']>;
  const linkedEmail = uniqueEmail('lien');
  const autoEmail = uniqueEmail('auto');
  const identities = {
    newAgent: identity('pc-new-agent', uniqueEmail('nouveau'), SIRET.rhone),
    newOrg: identity('pc-new-org', uniqueEmail('rectorat'), SIRET.rectorat),
    link: identity('pc-link', linkedEmail, SIRET.elsewhere),
    auto: identity('pc-auto', autoEmail, SIRET.rhone),
    closed: identity('pc-closed', uniqueEmail('ferme'), SIRET.closed),
  };

  beforeAll(async () => {
    unsignedClaims = identities.newAgent;
    provider = await startLocalProvider({
      port: 0,
      clientId: 'troc-test',
      clientSecret: SECRET,
      redirectUri: CALLBACK,
      postLogoutRedirectUri: POST_LOGOUT,
      identities: Object.values(identities),
      intercept,
    });
    t0 = await startApp(target, {
      PUBLIC_URL,
      PROCONNECT_ISSUER: provider.issuer,
      PROCONNECT_CLIENT_ID: 'troc-test',
      PROCONNECT_CLIENT_SECRET: SECRET,
    });
    const data = t0.app.get(DataSource);
    await data.transaction((manager) =>
      t0.app.get(OrganisationsService).findOrCreate(manager, {
        organismType: OrganismType.Gouv,
        name: 'Préfecture du Rhône',
        identifier: null,
        siret: SIRET.rhone,
      }),
    );
    await data.getRepository(OrganismDirectoryEntry).save([
      {
        organismType: OrganismType.Gouv,
        identifier: 'rectorat-lyon',
        name: 'Rectorat de l’académie de Lyon',
        searchName: 'rectorat de l academie de lyon',
        siret: SIRET.rectorat,
      },
      {
        organismType: OrganismType.Gouv,
        identifier: 'ch-ancien',
        name: 'Centre hospitalier – ancien site',
        searchName: 'centre hospitalier ancien site',
        siret: SIRET.closed,
        closedOn: '2024-06-30',
      },
    ]);
    await registerAs(await t0.client(), { email: linkedEmail, name: 'Préfecture de la Gironde' });
    await registerAs(await t0.client(), { email: autoEmail, name: 'Préfecture du Rhône' });
  });
  afterAll(async () => {
    await t0?.close();
    await provider?.close();
  });
  beforeEach(() => {
    mode = 'none';
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  const warned = () => warn.mock.calls.map((call) => String(call[0])).join('\n');
  const cookieOf = (res: { headers: Record<string, unknown> }) =>
    ([] as string[])
      .concat((res.headers['set-cookie'] as string[] | undefined) ?? [])
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`))
      ?.split(';')[0];

  /** Clicks the button, signs in at the provider as `sub`, and comes back to Troc's callback. */
  async function signIn(sub: string | 'refuse', client?: Client, browser = new ProviderBrowser(provider.issuer)) {
    client ??= await t0.client();
    const login = await client.get('/fr/api/auth/proconnect/login').expect(302);
    const callback = await browser.signIn(login.headers.location!, sub);
    expect(callback.startsWith(CALLBACK)).toBe(true);
    const back = await client.get(pathOf(callback)).expect(302);
    return { client, browser, login, callback, back, location: back.headers.location as string };
  }

  const me = async (client: Client) => (await client.get('/fr/api/auth/me').expect(200)).body;

  it('sends to the authorize endpoint with ProConnect parameters only, state and nonce of 32+ characters', async () => {
    const client = await t0.client();
    const res = await client.get('/fr/api/auth/proconnect/login').expect(302);
    const url = new URL(res.headers.location!);
    expect(url.href.startsWith(`${provider.issuer}/auth?`)).toBe(true);
    expect([...url.searchParams.keys()].sort()).toEqual(
      ['client_id', 'nonce', 'redirect_uri', 'response_type', 'scope', 'state'].sort(),
    );
    expect(url.searchParams.get('scope')).toBe('openid email given_name usual_name siret uid');
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(url.searchParams.get('state')!.length).toBeGreaterThanOrEqual(32);
    expect(url.searchParams.get('nonce')!.length).toBeGreaterThanOrEqual(32);
  });

  it('creates the account of a first sign-in in the organisation of its SIRET, in a renewed session', async () => {
    const client = await t0.client();
    const before = cookieOf(await client.get('/fr/api/auth/me'));
    const { back, location } = await signIn('pc-new-agent', client);
    expect(location).toBe('/fr/');
    expect(cookieOf(back)).toBeDefined();
    expect(cookieOf(back)).not.toBe(before);
    const { user } = await me(client);
    expect(user).toMatchObject({
      email: identities.newAgent.email,
      firstname: 'Agathe',
      lastname: 'Perrin',
      emailValidated: true,
      // The terms of use are still to accept (validate-cgu at first sign-in).
      termsAccepted: false,
      organisation: { name: 'Préfecture du Rhône' },
    });
    const stored = await t0.app.get(DataSource).getRepository(User).findOneByOrFail({ id: user.id });
    expect(stored.proconnectSub).toBe('pc-new-agent');
  });

  it('opens the organisation step pre-filled when the SIRET has no organisation, then creates both', async () => {
    const { client, location } = await signIn('pc-new-org');
    expect(location).toBe('/fr/register/?proconnect=inscription');
    expect((await me(client)).user).toBeNull();
    const pending = (await client.get('/fr/api/auth/proconnect/pending').expect(200)).body;
    expect(pending).toEqual({
      kind: 'register',
      email: identities.newOrg.email,
      firstName: 'Agathe',
      lastName: 'Perrin',
      siret: SIRET.rectorat,
      organism: { organismType: 'gouv', name: 'Rectorat de l’académie de Lyon', identifier: 'rectorat-lyon' },
    });
    const organism = { organismType: 'gouv', gouvName: pending.organism.name, organismIdentifier: 'rectorat-lyon' };
    await client.agent.post('/fr/api/auth/proconnect/register').send({ identity: { organism } }).expect(403);
    const empty = await client.post('/fr/api/auth/proconnect/register', { identity: { organism: {} } }).expect(422);
    expect(empty.body.errors['identity.organism.organismType']).toEqual([fr.validation.required]);
    const res = await client.post('/fr/api/auth/proconnect/register', { identity: { organism } }).expect(201);
    expect(res.body.user).toMatchObject({ email: identities.newOrg.email, termsAccepted: false });
    const organisation = await t0.app.get(DataSource).getRepository(Organisation).findOneByOrFail({
      siret: SIRET.rectorat,
    });
    expect(organisation.name).toBe('Rectorat de l’académie de Lyon');
  });

  it('links an existing account of the same address once the visitor confirms, and keeps the link by sub', async () => {
    const { client, location } = await signIn('pc-link');
    expect(location).toBe('/fr/login/?proconnect=lier');
    expect((await client.get('/fr/api/auth/proconnect/pending').expect(200)).body.kind).toBe('link');
    await client.agent.post('/fr/api/auth/proconnect/link').expect(403);
    const res = await client.post('/fr/api/auth/proconnect/link').expect(200);
    expect(res.body.message).toBe(fr.proconnect.linked);
    expect(res.body.user.email).toBe(linkedEmail);
    // The address changes at the identity provider: the sub still finds the account.
    identities.link.email = uniqueEmail('nouvelle-adresse');
    const again = await signIn('pc-link');
    expect(again.location).toBe('/fr/');
    expect((await me(again.client)).user.email).toBe(linkedEmail);
  });

  it('links at once an account whose organisation has the same SIRET', async () => {
    const { client, location } = await signIn('pc-auto');
    expect(location).toBe('/fr/');
    expect((await me(client)).user.email).toBe(autoEmail);
  });

  it('refuses a replayed state, in the same session or another', async () => {
    const { client, callback } = await signIn('pc-new-agent');
    const replay = await client.get(pathOf(callback)).expect(302);
    expect(replay.headers.location).toBe('/fr/login/?proconnect=state');
    const other = await (await t0.client()).get(pathOf(callback)).expect(302);
    expect(other.headers.location).toBe('/fr/login/?proconnect=state');
    expect(warned()).toContain('state_mismatch');
  });

  it('refuses an id_token whose nonce is not the session’s', async () => {
    mode = 'nonce';
    const { client, location } = await signIn('pc-new-agent');
    expect(location).toBe('/fr/login/?proconnect=invalid');
    expect((await me(client)).user).toBeNull();
    expect(warned()).toContain('OAUTH_JWT_CLAIM_COMPARISON_FAILED');
  });

  it('refuses a tampered id_token (its signature no longer verifies)', async () => {
    mode = 'tamper';
    const { client, location } = await signIn('pc-new-agent');
    expect(location).toBe('/fr/login/?proconnect=invalid');
    expect((await me(client)).user).toBeNull();
    expect(warned()).toContain('OAUTH_INVALID_RESPONSE');
  });

  it('refuses a userinfo answered as plain JSON instead of a signed JWT', async () => {
    mode = 'unsigned';
    const { client, location } = await signIn('pc-new-agent');
    expect(location).toBe('/fr/login/?proconnect=invalid');
    expect((await me(client)).user).toBeNull();
    expect(warned()).toContain('OAUTH_JWT_USERINFO_EXPECTED');
  });

  it('shows the refused consent, logged with the provider’s access_denied', async () => {
    const { location } = await signIn('refuse');
    expect(location).toBe('/fr/login/?proconnect=refused');
    expect(warned()).toContain('access_denied');
  });

  it('shows an expired (or already used) code, logged with the provider’s invalid_grant', async () => {
    const client = await t0.client();
    const login = await client.get('/fr/api/auth/proconnect/login').expect(302);
    const callback = await new ProviderBrowser(provider.issuer).signIn(login.headers.location!, 'pc-new-agent');
    // The code is spent before Troc presents it, as a code older than 30 s would be refused.
    const spent = await fetch(`${provider.issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: new URL(callback).searchParams.get('code')!,
        redirect_uri: CALLBACK,
        client_id: 'troc-test',
        client_secret: SECRET,
      }),
    });
    expect(spent.status).toBe(200);
    const res = await client.get(pathOf(callback)).expect(302);
    expect(res.headers.location).toBe('/fr/login/?proconnect=expired');
    expect(warned()).toContain('invalid_grant');
  });

  it('refuses the SIRET of a closed establishment', async () => {
    const { client, location } = await signIn('pc-closed');
    expect(location).toBe(`/fr/login/?proconnect=closed&siret=${SIRET.closed}`);
    expect((await me(client)).user).toBeNull();
    expect(warned()).toContain('siret_closed');
  });

  it('ends both sessions at logout through the end_session_endpoint', async () => {
    const { client, browser } = await signIn('pc-new-agent');
    const start = await client.get('/logout/').expect(302);
    expect(start.headers.location).toBe('/fr/api/auth/proconnect/logout');
    const res = await client.get(start.headers.location!).expect(302);
    const end = new URL(res.headers.location!);
    expect(end.href.startsWith(`${provider.issuer}/session/end?`)).toBe(true);
    expect([...end.searchParams.keys()].sort()).toEqual(['id_token_hint', 'post_logout_redirect_uri', 'state']);
    expect(end.searchParams.get('post_logout_redirect_uri')).toBe(POST_LOGOUT);
    expect((await me(client)).user).toBeNull();
    const back = await browser.logout(end.href);
    expect(back).toBe(`${POST_LOGOUT}?state=${end.searchParams.get('state')}`);
    const landed = await client.get(pathOf(back)).expect(302);
    expect(landed.headers.location).toBe('/fr/login/');
    expect(warned()).not.toContain('state_mismatch');
    // The provider's session is over too: the next sign-in asks again who the visitor is.
    const next = await client.get('/fr/api/auth/proconnect/login').expect(302);
    expect(await browser.follow(await browser.go(next.headers.location!))).toMatch(/^interaction:/);
  });
});

describe.each(targets())('ProConnect unreachable, or not configured, on $name', (target) => {
  let down: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    down = await startApp(target, {
      PUBLIC_URL,
      PROCONNECT_ISSUER: 'http://127.0.0.1:9',
      PROCONNECT_CLIENT_ID: 'troc-test',
      PROCONNECT_CLIENT_SECRET: SECRET,
    });
    off = await startApp(target);
  });
  afterAll(async () => {
    await down?.close();
    await off?.close();
  });

  it('shows « ProConnect ne répond pas » when the provider is down, never a 5xx', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const res = await (await down.client()).get('/fr/api/auth/proconnect/login').expect(302);
    expect(res.headers.location).toBe('/fr/login/?proconnect=unavailable');
    expect(warn.mock.calls.map((c) => String(c[0])).join('\n')).toContain('unavailable');
    warn.mockRestore();
  });

  it('has no route without its configuration', async () => {
    const client = await off.client();
    for (const path of ['login', 'callback?code=x&state=y', 'logout', 'pending']) {
      await client.get(`/fr/api/auth/proconnect/${path}`).expect(404);
    }
  });
});
