import { fr, t } from '@troc/shared';
import { DataSource } from 'typeorm';
import { OrganismDirectoryEntry } from '../src/modules/identity/entities/organism-directory-entry.entity.js';
import { GOOD_PASSWORD, registerAs } from './support/fixtures.js';
import { readMails } from './support/mails.js';
import { targets } from './support/targets.js';
import { type Client, startApp, type TestApp } from './support/test-app.js';

const tokenFrom = (link: string | undefined) => /\/([\w-]+)\/$/.exec(link ?? '')?.[1] ?? '';

describe.each(targets())('account life on $name', (target) => {
  let t0: TestApp;
  beforeAll(async () => {
    t0 = await startApp(target);
  });
  afterAll(() => t0?.close());

  const lastLink = (email: string, pattern: RegExp) =>
    readMails(t0.config.mailDir)
      .filter((m) => m.to === email)
      .flatMap((m) => m.links)
      .filter((l) => pattern.test(l))
      .pop();

  describe('e-mail validation', () => {
    it('validates the address from the e-mailed link, once', async () => {
      const client = await t0.client();
      const { email } = await registerAs(client);
      const token = tokenFrom(lastLink(email, /\/register\/validate\//));
      expect(token).not.toBe('');
      // The link may be opened in another browser, without a session of the account.
      const elsewhere = await t0.client();
      const res = await elsewhere.post('/fr/api/auth/validate-email', { token }).expect(200);
      expect(res.body.message).toBe(fr.auth.emailValidated);
      expect((await client.get('/fr/api/auth/me')).body.user.emailValidated).toBe(true);
      const again = await elsewhere.post('/fr/api/auth/validate-email', { token }).expect(422);
      expect(again.body.errors._form).toEqual([fr.auth.emailValidationInvalid]);
    });

    it('refuses an unknown token and an empty one', async () => {
      const client = await t0.client();
      await client.post('/fr/api/auth/validate-email', { token: 'inconnu' }).expect(422);
      const res = await client.post('/fr/api/auth/validate-email', {}).expect(422);
      expect(res.body.errors.token).toEqual([fr.validation.required]);
    });

    it('sends the link again on request, until the address is validated', async () => {
      const client = await t0.client();
      const { email } = await registerAs(client);
      const res = await client.post('/fr/api/auth/validate-email/resend').expect(200);
      expect(res.body.message).toBe(fr.auth.emailValidationSent);
      expect(readMails(t0.config.mailDir).filter((m) => m.to === email)).toHaveLength(2);
      const token = tokenFrom(lastLink(email, /\/register\/validate\//));
      await client.post('/fr/api/auth/validate-email', { token }).expect(200);
      await client.post('/fr/api/auth/validate-email/resend').expect(409);
    });
  });

  describe('terms (validate-cgu)', () => {
    it('requires both boxes, each with its own message', async () => {
      const client = await t0.client();
      await registerAs(client);
      const none = await client.post('/fr/api/auth/terms', {}).expect(422);
      expect(none.body.errors).toEqual({
        terms: [fr.auth.termsRequired],
        personalData: [fr.auth.personalDataRequired],
      });
      const one = await client.post('/fr/api/auth/terms', { terms: true, personalData: false }).expect(422);
      expect(one.body.errors).toEqual({ personalData: [fr.auth.personalDataRequired] });
      const ok = await client.post('/fr/api/auth/terms', { terms: true, personalData: true }).expect(200);
      expect(ok.body.user.termsAccepted).toBe(true);
      expect((await client.get('/fr/api/auth/me')).body.user.termsAccepted).toBe(true);
    });
  });

  describe('password reset', () => {
    it('answers the same message whether the address exists or not, mailing only real accounts', async () => {
      const client = await t0.client();
      const before = readMails(t0.config.mailDir).length;
      const res = await client
        .post('/fr/api/auth/reset-password/request', { email: 'personne@exemple.fr' })
        .expect(200);
      expect(res.body.message).toBe(fr.auth.resetRequested);
      expect(readMails(t0.config.mailDir)).toHaveLength(before);
      const bad = await client.post('/fr/api/auth/reset-password/request', { email: 'pas-une-adresse' }).expect(422);
      expect(bad.body.errors.email).toEqual([fr.validation.email]);
    });

    it('sets a new password from the link, signs the account out everywhere and burns the link', async () => {
      const owner = await t0.client();
      const { email } = await registerAs(owner);
      const anonymous = await t0.client();
      await anonymous.post('/fr/api/auth/reset-password/request', { email }).expect(200);
      const token = tokenFrom(lastLink(email, /\/reset-password\//));
      expect(token).not.toBe('');

      const weak = await anonymous
        .post('/fr/api/auth/reset-password', {
          token,
          password: { password: { plainPassword: 'faible', confirmPassword: 'faible' } },
        })
        .expect(422);
      expect(weak.body.errors['password.password.plainPassword'][0]).toContain(fr.validation.passwordRule);

      const next = 'Nouveau-Depart-2027!';
      const done = await anonymous
        .post('/fr/api/auth/reset-password', {
          token,
          password: { password: { plainPassword: next, confirmPassword: next } },
        })
        .expect(200);
      expect(done.body.message).toBe(fr.auth.resetDone);
      expect((await owner.get('/fr/api/auth/me')).body.user).toBeNull();

      const again = await anonymous
        .post('/fr/api/auth/reset-password', {
          token,
          password: { password: { plainPassword: next, confirmPassword: next } },
        })
        .expect(422);
      expect(again.body.errors._form).toEqual([fr.auth.resetInvalid]);

      const login = async (password: string) => (await t0.client()).post('/fr/api/auth/login', { email, password });
      expect((await login(GOOD_PASSWORD)).status).toBe(422);
      expect((await login(next)).status).toBe(200);
    });
  });

  describe('profile', () => {
    let client: Client;
    let slug: string;
    beforeAll(async () => {
      client = await t0.client();
      slug = (await registerAs(client)).user.slug;
    });

    const profile = (over: object = {}) => ({
      firstName: 'Camille',
      lastName: 'Martin',
      postalCode: '33000',
      city: 'Bordeaux',
      cityCode: '33063',
      registrationNote: 'Responsable logistique du site de Pellegrin.',
      ...over,
    });

    it('checks every field with the French messages', async () => {
      const res = await client
        .post('/fr/api/user/profile/', {
          firstName: 'C',
          lastName: '',
          postalCode: '330',
          city: '',
          registrationNote: 'x'.repeat(501),
        })
        .expect(422);
      expect(res.body.errors).toEqual({
        firstName: [t(fr.validation.minLength, { min: 2 })],
        lastName: [fr.validation.required],
        postalCode: [fr.validation.postalCode],
        city: [fr.validation.required],
        registrationNote: [t(fr.validation.maxLength, { max: 500 })],
      });
    });

    it('refuses a city that does not belong to the postal code', async () => {
      const res = await client
        .post('/fr/api/user/profile/', profile({ city: 'Lyon', cityCode: undefined }))
        .expect(422);
      expect(res.body.errors).toEqual({ city: [fr.profile.cityUnknown] });
    });

    it('saves the profile and shows the public profile to signed-in members only', async () => {
      const res = await client.post('/fr/api/user/profile/', profile()).expect(200);
      expect(res.body.user).toMatchObject({
        city: 'Bordeaux',
        postalCode: '33000',
        registrationNote: 'Responsable logistique du site de Pellegrin.',
      });
      const other = await t0.client();
      await other.get(`/fr/api/user/profile/${slug}/`).expect(403);
      await registerAs(other);
      const pub = await other.get(`/fr/api/user/profile/${slug}/`).expect(200);
      expect(pub.body).toMatchObject({
        slug,
        firstname: 'Camille',
        city: 'Bordeaux',
        organisation: { kind: 'public_service' },
      });
      expect(pub.body).not.toHaveProperty('email');
      await other.get('/fr/api/user/profile/personne-inconnue/').expect(404);
    });

    it('lists the services of the own organisation', async () => {
      const res = await client.get('/fr/api/organisation/services/?page=1&size=10').expect(200);
      expect(res.body).toMatchObject({
        total: 1,
        total_results: 1,
        url: '/fr/api/organisation/services/?page=1&size=10',
      });
      expect(res.body.data[0]).toMatchObject({ name: 'Préfecture de la Gironde', nbChildren: 0 });
      const bad = await client.get('/fr/api/organisation/services/?size=1000').expect(422);
      expect(bad.body.errors.size).toEqual([t(fr.validation.max, { max: 100 })]);
    });
  });

  describe('lookups', () => {
    beforeAll(async () => {
      await t0.app
        .get(DataSource)
        .getRepository(OrganismDirectoryEntry)
        .save([
          {
            organismType: 'rna',
            identifier: 'W332000001',
            name: 'Croix-Rouge française – Unité locale de Bordeaux',
            searchName: 'croix rouge francaise unite locale de bordeaux',
            city: 'Bordeaux',
            postalCode: '33000',
            hierarchy: null,
          },
          {
            organismType: 'rna',
            identifier: 'W751000002',
            name: 'Ressourcerie du Vieux-Lille',
            searchName: 'ressourcerie du vieux lille',
            city: 'Lille',
            postalCode: '59000',
            hierarchy: null,
          },
          {
            organismType: 'gouv',
            identifier: 'pref-33',
            name: 'Préfecture de la Gironde',
            searchName: 'prefecture de la gironde',
            city: 'Bordeaux',
            postalCode: '33000',
            hierarchy: 'Ministère de l’Intérieur',
          },
        ] as OrganismDirectoryEntry[]);
    });

    it('suggests organisations of the chosen type by name prefix or word, from 2 characters', async () => {
      const client = await t0.client();
      const ask = (query: string, type = 'rna') =>
        client.post('/fr/api/organism/autocomplete/', { form: { query, type } }).expect(200);
      expect((await ask('croix')).body.data).toEqual([
        {
          value: 'Croix-Rouge française – Unité locale de Bordeaux',
          value_alt: '33000 Bordeaux',
          data: 'W332000001',
          organism_name: 'Croix-Rouge française – Unité locale de Bordeaux',
          organism_identifier: 'W332000001',
        },
      ]);
      expect((await ask('lille')).body.data.map((s: { value: string }) => s.value)).toEqual([
        'Ressourcerie du Vieux-Lille',
      ]);
      expect((await ask('préfecture', 'gouv')).body.data[0].hierarchy).toBe('Ministère de l’Intérieur');
      expect((await ask('prefecture', 'rna')).body.data).toEqual([]);
      expect((await ask('c')).body.data).toEqual([]);
      await client.post('/fr/api/organism/autocomplete/', { form: { query: 'croix', type: 'ong' } }).expect(422);
    });

    it('finds the communes of a postal code', async () => {
      const client = await t0.client();
      const res = await client.post('/fr/api/geo/city-by-postal/', { zipcode: '69001' }).expect(200);
      expect(res.body.data).toMatchObject([{ data: '69123', value: 'Lyon' }]);
      const bad = await client.post('/fr/api/geo/city-by-postal/', { zipcode: 'abc' }).expect(422);
      expect(bad.body.errors.zipcode).toEqual([fr.validation.postalCode]);
    });

    it('completes cities and areas from form[query] and answers address lookups', async () => {
      const client = await t0.client();
      const cities = await client.post('/fr/api/geo/city/', { form: { query: 'Bordea' } }).expect(200);
      expect(cities.body.data[0]).toMatchObject({ data: '33063', value: 'Bordeaux', lat: expect.any(Number) });
      const areas = await client
        .post('/fr/api/geo/area/')
        .type('form')
        .send({ 'form[query]': 'gironde', 'form[_token]': client.csrf })
        .expect(200);
      expect(areas.body.data[0]).toEqual({
        value: 'Gironde (33)',
        data: { type: 'departement', identifier: '33', slug: 'gironde' },
      });
      // Suggestions start at 2 characters (supporting §5).
      expect((await client.post('/fr/api/geo/area/', { form: { query: 'g' } }).expect(200)).body.data).toEqual([]);
      const long = await client.post('/fr/api/geo/area/', { form: { query: 'g'.repeat(101) } }).expect(422);
      expect(long.body.errors['form.query']).toEqual([t(fr.validation.maxLength, { max: 100 })]);
      const address = await client
        .post('/fr/api/geo/address/', { form: { zipcode: '1000', city: 'bourg' } })
        .expect(200);
      expect(address.body.data[0]).toMatchObject({ postal: '01000', city_name: 'Bourg-en-Bresse', city_id: '01053' });
      const bad = await client.post('/fr/api/geo/address/', { form: { zipcode: '12' } }).expect(422);
      expect(bad.body.errors['form.zipcode']).toEqual([fr.validation.postalCode]);
    });
  });
});
