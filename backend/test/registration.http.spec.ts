import { fr, t } from '@troc/shared';
import { registerAs, registration, uniqueEmail } from './support/fixtures.js';
import { readMails } from './support/mails.js';
import { targets } from './support/targets.js';
import { startApp, type TestApp } from './support/test-app.js';

describe.each(targets())('registration on $name', (target) => {
  let t0: TestApp;
  beforeAll(async () => {
    t0 = await startApp(target);
  });
  afterAll(() => t0?.close());

  const errorsOf = async (body: object) => {
    const client = await t0.client();
    const res = await client.post('/fr/api/auth/register', body).expect(422);
    return res.body.errors as Record<string, string[]>;
  };

  it('refuses a registration without the CSRF token', async () => {
    const client = await t0.client();
    const res = await client.agent.post('/fr/api/auth/register').send(registration()).expect(403);
    expect(res.body.message).toBe(fr.auth.csrf);
  });

  it('reports every required field of both steps, by field path, in French', async () => {
    const errors = await errorsOf({});
    expect(Object.keys(errors).sort()).toEqual(
      [
        'identity.email',
        'identity.firstName',
        'identity.lastName',
        'identity.organism.organismType',
        'password.password.confirmPassword',
        'password.password.plainPassword',
      ].sort(),
    );
    expect(errors['identity.lastName']).toEqual([fr.validation.required]);
  });

  it.each([
    ['rna', 'rnaName', fr.organism.notEmpty.rnaName],
    ['sirene', 'sireneName', fr.organism.notEmpty.sireneName],
    ['gouv', 'gouvName', fr.organism.notEmpty.gouvName],
  ] as const)('requires the %s name with its own message and ignores the hidden ones', async (type, field, message) => {
    const body = registration({ type });
    const organism = body.identity.organism as Record<string, string>;
    delete organism[field];
    // A value typed in a hidden block must neither count nor be validated.
    for (const other of ['rnaName', 'sireneName', 'gouvName'].filter((f) => f !== field)) organism[other] = '';
    const errors = await errorsOf(body);
    expect(errors).toEqual({ [`identity.organism.${field}`]: [message] });
  });

  it('refuses an unknown organism type', async () => {
    const body = registration();
    (body.identity.organism as Record<string, string>).organismType = 'ong';
    expect((await errorsOf(body))['identity.organism.organismType']).toEqual([fr.validation.choice]);
  });

  it('keeps first and last names between 2 and 500 characters', async () => {
    const body = registration();
    body.identity.firstName = 'A';
    body.identity.lastName = 'x'.repeat(501);
    const errors = await errorsOf(body);
    expect(errors['identity.firstName']).toEqual([t(fr.validation.minLength, { min: 2 })]);
    expect(errors['identity.lastName']).toEqual([t(fr.validation.maxLength, { max: 500 })]);
  });

  it('checks the e-mail format and its 500-character limit', async () => {
    const body = registration({ email: 'pas-une-adresse' });
    expect((await errorsOf(body))['identity.email']).toEqual([fr.validation.email]);
    const long = registration({ email: `${'a'.repeat(495)}@ex.fr` });
    expect((await errorsOf(long))['identity.email']).toEqual([t(fr.validation.maxLength, { max: 500 })]);
  });

  it('applies the password rule and names what is missing', async () => {
    const body = registration();
    body.password.password = { plainPassword: 'abcdef', confirmPassword: 'abcdef' };
    const [message] = (await errorsOf(body))['password.password.plainPassword']!;
    expect(message).toContain(fr.validation.passwordRule);
    expect(message).toContain('au moins 1 lettre majuscule');
    expect(message).not.toContain('minuscule');
  });

  it('requires the confirmation to match', async () => {
    const body = registration();
    body.password.password.confirmPassword = 'Reemploi-2026?';
    expect(await errorsOf(body)).toEqual({ 'password.password.confirmPassword': [fr.validation.passwordMismatch] });
  });

  it('creates the account, signs it in and e-mails a validation link', async () => {
    const client = await t0.client();
    const email = uniqueEmail('Nouvelle.Agente');
    const res = await client
      .post('/fr/api/auth/register', registration({ email, type: 'rna', name: 'Ressourcerie des Chartrons' }))
      .expect(201);
    expect(res.body.user).toMatchObject({
      email: email.toLowerCase(),
      firstname: 'Camille',
      lastname: 'Martin',
      emailValidated: false,
      termsAccepted: false,
      roles: ['ROLE_USER'],
      organisation: { name: 'Ressourcerie des Chartrons', kind: 'association' },
    });
    expect(res.body.user.service).toMatchObject({ name: 'Ressourcerie des Chartrons', nbChildren: 0 });
    expect(res.body.user).not.toHaveProperty('passwordHash');
    const me = await client.get('/fr/api/auth/me').expect(200);
    expect(me.body.user.email).toBe(email.toLowerCase());
    const mail = readMails(t0.config.mailDir).find((m) => m.to === email.toLowerCase());
    expect(mail?.subject).toBe(fr.mail.validationSubject);
    expect(mail?.links.some((l) => /\/fr\/register\/validate\/[\w-]+\/$/.test(l))).toBe(true);
  });

  it('refuses an address already registered, whatever its case', async () => {
    const client = await t0.client();
    const { email } = await registerAs(client);
    expect((await errorsOf(registration({ email: email.toUpperCase() })))['identity.email']).toEqual([
      fr.validation.emailTaken,
    ]);
  });

  it('joins the organisation chosen among the suggestions instead of creating another', async () => {
    const a = await t0.client();
    const b = await t0.client();
    const first = await registerAs(a, { type: 'sirene', name: 'Mobilier Bureau Ouest', identifier: '912345678' });
    const second = await registerAs(b, { type: 'sirene', name: 'Mobilier Bureau Ouest SAS', identifier: '912345678' });
    expect(second.user.organisation.id).toBe(first.user.organisation.id);
    expect(second.user.organisation.kind).toBe('company');
  });

  it('accepts the same form posted form-encoded with form[_token]', async () => {
    const client = await t0.client();
    const email = uniqueEmail('formulaire');
    const res = await client.agent
      .post('/fr/api/auth/register')
      .type('form')
      .send(
        [
          `registration_form[identity][organism][organismType]=gouv`,
          `registration_form[identity][organism][gouvName]=${encodeURIComponent('Mairie de Pessac')}`,
          `registration_form[identity][lastName]=Durand`,
          `registration_form[identity][firstName]=Louis`,
          `registration_form[identity][email]=${encodeURIComponent(email)}`,
          `registration_form[password][password][plainPassword]=${encodeURIComponent('Reemploi-2026!')}`,
          `registration_form[password][password][confirmPassword]=${encodeURIComponent('Reemploi-2026!')}`,
          `_token=${encodeURIComponent(client.csrf)}`,
        ].join('&'),
      )
      .expect(201);
    expect(res.body.user.organisation.kind).toBe('public_service');
  });
});
