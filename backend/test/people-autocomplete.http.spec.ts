import { fr, LIMITS, t } from '@troc/shared';
import { DataSource } from 'typeorm';
import { User } from '../src/modules/identity/entities/user.entity.js';
import { createWorld, publishedListing, type World } from './support/listing-world.js';
import { runId, targets } from './support/targets.js';
import { startApp, type TestApp } from './support/test-app.js';

const USERS = '/fr/api/tracker/users/autocomplete/';
const LOOKUPS = 15;

/**
 * The person autocompletes over every organisation (regularisation's taker, delegations): name
 * and organisation only, the address only to whoever typed it in full, a few suggestions, and a
 * limited number of lookups per member.
 */
describe.each(targets())('person autocompletes on $name', (target) => {
  let t0: TestApp;
  let world: World;
  beforeAll(async () => {
    t0 = await startApp(target, { PEOPLE_LOOKUP_MAX: String(LOOKUPS) });
    world = await createWorld(t0);
  });
  afterAll(() => t0?.close());

  it('suggests a member of another organisation by name and organisation, never by a part of the address', async () => {
    const owner = await world.as('owner');
    const outsider = world.users.outsider;
    const byName = await owner.post(USERS, { form: { query: 'outsider tes' } }).expect(200);
    expect(byName.body.data).toEqual([
      {
        value: 'outsider Test',
        data: outsider.id,
        organism_name: expect.stringContaining('Ressourcerie'),
        organism_identifier: expect.any(String),
      },
    ]);
    expect(byName.text).not.toContain('@');
    // The beginning of an address finds nobody (no discovering addresses by typing).
    const prefix = outsider.email.slice(0, outsider.email.indexOf('@') + 3);
    expect((await owner.post(USERS, { form: { query: prefix } }).expect(200)).body.data).toEqual([]);
    // The whole address finds its member, and may be shown: the user already knows it.
    const exact = await owner.post(USERS, { form: { query: outsider.email.toUpperCase() } }).expect(200);
    expect(exact.body.data).toEqual([expect.objectContaining({ data: outsider.id, value_alt: outsider.email })]);
    await (await world.visitor()).post(USERS, { form: { query: 'outsider' } }).expect(403);
  });

  it(`suggests ${LIMITS.autocomplete.peopleMax} members at most`, async () => {
    const id = runId();
    await t0.app
      .get(DataSource)
      .getRepository(User)
      .save(
        Array.from({ length: 12 }, (_, i) => ({
          ...world.users.outsider,
          id: undefined,
          firstname: `Homonyme${id}`,
          email: `homonyme-${i}.${id}@exemple.fr`,
          slug: `homonyme-${i}-${id}`,
        })),
      );
    const found = (await (await world.as('owner')).post(USERS, { form: { query: `homonyme${id}` } }).expect(200)).body;
    expect(found.data).toHaveLength(LIMITS.autocomplete.peopleMax);
  });

  it('suggests delegates the same way', async () => {
    const owner = await world.as('owner');
    const slug = await publishedListing(owner, world.users.owner, { publish: false });
    const url = `/fr/api/troc/delegation/autocomplete/${slug}/`;
    const byName = await owner.post(url, { form: { query: 'groupMember' } }).expect(200);
    expect(byName.body.data).toEqual([
      expect.objectContaining({ data: world.users.groupMember.id, organismExcerpt: expect.any(Object) }),
    ]);
    expect(byName.text).not.toContain('@');
    const prefix = world.users.groupMember.email.slice(0, -3);
    expect((await owner.post(url, { form: { query: prefix } }).expect(200)).body.data).toEqual([]);
    const exact = await owner.post(url, { form: { query: world.users.groupMember.email } }).expect(200);
    expect(exact.body.data).toEqual([expect.objectContaining({ value_alt: world.users.groupMember.email })]);
  });

  it('refuses a member past the lookups allowed in the window, like the sign-in, and only them', async () => {
    const colleague = await world.as('colleague');
    for (let i = 0; i < LOOKUPS; i++) await colleague.post(USERS, { form: { query: `ou${i}` } }).expect(200);
    const refused = await colleague.post(USERS, { form: { query: 'outsider' } }).expect(429);
    expect(refused.body.message).toBe(t(fr.auth.lookupThrottled, { minutes: 10 }));
    await (await world.as('otherService')).post(USERS, { form: { query: 'outsider' } }).expect(200);
  });
});
