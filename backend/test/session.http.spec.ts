import { fr } from '@troc/shared';
import { SESSION_COOKIE } from '../src/app.factory.js';
import { GOOD_PASSWORD, registerAs } from './support/fixtures.js';
import { targets } from './support/targets.js';
import { startApp, type TestApp, type Client } from './support/test-app.js';

const sessionCookie = (res: { headers: Record<string, unknown> }) =>
  ([] as string[])
    .concat((res.headers['set-cookie'] as string[] | undefined) ?? [])
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`))
    ?.split(';')[0];

describe.each(targets())('sessions and the error contract on $name', (target) => {
  let t0: TestApp;
  let email: string;
  beforeAll(async () => {
    t0 = await startApp(target, { LOGIN_MAX_ATTEMPTS: '3' });
    ({ email } = await registerAs(await t0.client()));
  });
  afterAll(() => t0?.close());

  const login = (client: Client, body: object) => client.post('/fr/api/auth/login', body);

  it('gives anonymous visitors a CSRF token and no user', async () => {
    const client = await t0.client();
    const res = await client.get('/fr/api/auth/me').expect(200);
    expect(res.body).toEqual({ user: null, csrfToken: client.csrf });
    expect(client.csrf).toMatch(/^[\w-]{40,}$/);
  });

  it('sets an httpOnly, SameSite=Lax session cookie, Secure only over HTTPS', async () => {
    const client = await t0.client();
    const plain = await client.agent.get('/fr/api/auth/me');
    const behindTls = await (await t0.client()).agent.get('/fr/api/auth/me').set('X-Forwarded-Proto', 'https');
    const cookie = (res: typeof plain) => ([] as string[]).concat(res.headers['set-cookie'] ?? []).join(';');
    expect(cookie(plain)).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
    expect(cookie(plain)).toContain('HttpOnly');
    expect(cookie(plain)).toContain('SameSite=Lax');
    expect(cookie(plain)).not.toContain('Secure');
    // Without TRUST_PROXY (the default outside production) the forwarded scheme is not believed.
    expect(cookie(behindTls)).not.toContain('Secure');
  });

  it('refuses a login without the CSRF token, or with a wrong one', async () => {
    const client = await t0.client();
    await client.agent.post('/fr/api/auth/login').send({ email, password: GOOD_PASSWORD }).expect(403);
    const res = await client.agent
      .post('/fr/api/auth/login')
      .set('X-CSRF-Token', 'faux')
      .send({ email, password: GOOD_PASSWORD })
      .expect(403);
    expect(res.body.message).toBe(fr.auth.csrf);
  });

  it('validates the login form before checking credentials', async () => {
    const res = await login(await t0.client(), {}).expect(422);
    expect(res.body.errors).toEqual({ email: [fr.validation.required], password: [fr.validation.required] });
  });

  it('answers the same French error for a wrong password and an unknown address', async () => {
    const wrong = await login(await t0.client(), { email, password: 'Mauvais-2026!' }).expect(422);
    const unknown = await login(await t0.client(), { email: 'inconnu@exemple.fr', password: GOOD_PASSWORD }).expect(
      422,
    );
    expect(wrong.body).toEqual({ errors: { _form: [fr.auth.badCredentials] }, code: 'AUTH_BAD_CREDENTIALS' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('signs in with a new session id and a new CSRF token, then signs out', async () => {
    const client = await t0.client();
    const before = await client.agent.get('/fr/api/auth/me');
    const anonymousCookie = sessionCookie(before) ?? 'none';
    const oldToken = client.csrf;
    const res = await login(client, { email: email.toUpperCase(), password: GOOD_PASSWORD }).expect(200);
    expect(res.body.user.email).toBe(email);
    expect(res.body.csrfToken).not.toBe(oldToken);
    expect(sessionCookie(res)).toBeDefined();
    expect(sessionCookie(res)).not.toBe(anonymousCookie);
    // The token of the anonymous session no longer works.
    await client.post('/fr/api/auth/logout').expect(403);
    client.csrf = res.body.csrfToken;
    const out = await client.post('/fr/api/auth/logout').expect(200);
    expect(out.body.user).toBeNull();
    expect((await client.get('/fr/api/auth/me')).body.user).toBeNull();
  });

  it('signs out through /logout/ and redirects to the login page', async () => {
    const client = await t0.client();
    const res = await login(client, { email, password: GOOD_PASSWORD }).expect(200);
    client.csrf = res.body.csrfToken;
    await client.get('/logout/').expect(302).expect('Location', '/fr/login/');
    expect((await client.get('/fr/api/auth/me')).body.user).toBeNull();
  });

  it('accepts a form-encoded login carrying form[_token]', async () => {
    const client = await t0.client();
    const res = await client.agent
      .post('/fr/api/auth/login')
      .type('form')
      .send(
        `form[email]=${encodeURIComponent(email)}&form[password]=${encodeURIComponent(GOOD_PASSWORD)}&form[_token]=${encodeURIComponent(client.csrf)}`,
      )
      .expect(200);
    expect(res.body.user.email).toBe(email);
  });

  it('throttles repeated failures for an address, even with the right password', async () => {
    const { email: victim } = await registerAs(await t0.client());
    const client = await t0.client();
    for (let i = 0; i < 3; i++) await login(client, { email: victim, password: 'Mauvais-2026!' }).expect(422);
    const res = await login(client, { email: victim, password: GOOD_PASSWORD }).expect(429);
    expect(res.body.message).toMatch(/^Trop de tentatives de connexion\. Réessayez dans \d+ minutes?\.$/);
    // Another account from the same client is not affected.
    await login(await t0.client(), { email, password: GOOD_PASSWORD }).expect(200);
  });

  it('answers 403 in French to a signed-out call of a signed-in route', async () => {
    const client = await t0.client();
    const res = await client.get('/fr/api/user/profile/').expect(403);
    expect(res.body).toEqual({ statusCode: 403, message: fr.auth.notSignedIn, code: 'NOT_SIGNED_IN' });
    await client.post('/fr/api/user/notifications/count').expect(403);
    await client.post('/fr/api/auth/terms', { terms: true, personalData: true }).expect(403);
  });

  it('answers 404 in French for an unknown API path', async () => {
    const res = await (await t0.client()).get('/fr/api/nulle-part').expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: fr.http.notFound, code: 'NOT_FOUND' });
  });

  it('answers 400 in French for an unreadable body, never a 500', async () => {
    const client = await t0.client();
    const res = await client.agent
      .post('/fr/api/auth/login')
      .set('X-CSRF-Token', client.csrf)
      .set('Content-Type', 'application/json')
      .send('{"email": ')
      .expect(400);
    expect(res.body.message).toBe(fr.validation.invalidBody);
    const wrongTypes = await client.post('/fr/api/auth/register', { identity: 'texte', password: 42 }).expect(422);
    expect(wrongTypes.body.errors).toBeDefined();
  });

  it('redirects other locales and the root to /fr', async () => {
    const client = await t0.client();
    await client.get('/').expect(302).expect('Location', '/fr/');
    await client.get('/en/register/?from=mail').expect(302).expect('Location', '/fr/register/?from=mail');
  });

  it('reports database, Redis and queue health', async () => {
    const res = await (await t0.client()).get('/fr/api/health').expect(200);
    expect(res.body).toEqual({
      status: 'ok',
      database: { driver: target.name, ok: true },
      queue: { driver: target.name === 'mysql' ? 'bull' : 'in-process', ok: true, running: {} },
      ...(target.name === 'mysql' ? { redis: { ok: true } } : {}),
      down: [],
    });
  });

  it('publishes the OpenAPI document', async () => {
    const res = await (await t0.client()).get('/fr/api/docs-json').expect(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/fr/api/auth/register', '/fr/api/auth/login']),
    );
  });

  it('gives signed-in users their header counters', async () => {
    const client = await t0.client();
    await registerAs(client);
    const res = await client.post('/fr/api/user/notifications/count').expect(200);
    expect(res.body).toEqual({ total_messages: 0, total_notifs_unread: 0, total_in_cart: 0 });
  });
});
