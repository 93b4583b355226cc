import { fr } from '@troc/shared';
import { DataSource } from 'typeorm';
import { Troc } from '../src/modules/troc/entities/troc.entity.js';
import { TrocViewService } from '../src/modules/troc/index.js';
import type { Client } from './support/test-app.js';
import { createWorld, type Persona, publishedListing, type World } from './support/listing-world.js';
import { targets } from './support/targets.js';
import { startApp, type TestApp } from './support/test-app.js';

/** Who sees a listing of the hospital's Achats service, for each visibility (core §6). */
const MATRIX: [string, Record<string, unknown>, (Persona | 'visitor')[]][] = [
  [
    'Individual',
    { visibility: ['Individual'] },
    ['visitor', 'colleague', 'otherService', 'groupMember', 'outsider', 'invited'],
  ],
  ['External', { visibility: ['External'] }, ['colleague', 'otherService', 'groupMember', 'outsider', 'invited']],
  ['Group', { visibility: ['Group'] }, ['colleague', 'otherService', 'groupMember']],
  ['Internal', { visibility: ['Internal'], swapType: '' }, ['colleague', 'otherService', 'moderator']],
  ['Internal with a perimeter', { visibility: ['Internal'], perimeter: 'achats' }, ['colleague']],
  ['Private', { visibility: ['Private'], invitations: 'invited' }, ['invited']],
];
const READERS: (Persona | 'visitor')[] = ['visitor', 'colleague', 'otherService', 'groupMember', 'outsider', 'invited'];

describe.each(targets())('listing visibility on $name', (target) => {
  let t0: TestApp;
  let world: World;
  const slugs = new Map<string, string>();
  const reader = (who: Persona | 'visitor'): Promise<Client> => (who === 'visitor' ? world.visitor() : world.as(who));

  beforeAll(async () => {
    t0 = await startApp(target);
    world = await createWorld(t0);
    const owner = await world.as('owner');
    for (const [label, manage] of MATRIX) {
      const values = { ...manage };
      if (values.perimeter === 'achats') values.perimeter = [world.services.achats.id];
      if (values.invitations === 'invited') values.invitations = [world.users.invited.email.toUpperCase()];
      const name = `Armoire ${label.toLowerCase().replace(/\s+/g, '-')} zq${slugs.size}`;
      slugs.set(label, await publishedListing(owner, world.users.owner, { manage: values, details: { name } }));
    }
  });
  afterAll(() => t0?.close());

  describe.each(MATRIX)('%s', (label, _manage, allowed) => {
    it.each(READERS)('view by %s', async (who) => {
      const client = await reader(who);
      const res = await client.get(`/fr/api/troc/view/${slugs.get(label)}/`);
      expect(res.status).toBe(allowed.includes(who) ? 200 : 404);
    });

    it('search, favourites and similar follow the same rule', async () => {
      for (const who of READERS) {
        const client = await reader(who);
        const keyword = `zq${[...slugs.keys()].indexOf(label)}`;
        const found = await client.post('/fr/api/troc/search/', { search_form: { keyword } }).expect(200);
        expect([who, found.body.total_results]).toEqual([who, allowed.includes(who) ? 1 : 0]);
        if (who === 'visitor') continue;
        const favorite = await client.post(`/fr/api/troc/favorite/${slugs.get(label)}/`);
        expect([who, favorite.status]).toEqual([who, allowed.includes(who) ? 200 : 404]);
      }
    });
  });

  it('never shows the invitations nor the perimeter to readers', async () => {
    const view = (await (await world.as('invited')).get(`/fr/api/troc/view/${slugs.get('Private')}/`).expect(200)).body;
    expect(view).toMatchObject({ invitations: [], perimeter: [], visibility: [], history: [], actions: [] });
    const owner = (await (await world.as('owner')).get(`/fr/api/troc/view/${slugs.get('Private')}/`).expect(200)).body;
    expect(owner.invitations).toHaveLength(1);
    expect(owner.invitations[0].email).toBe(world.users.invited.email);
  });

  it('keeps favourites per user, drops those no longer visible, and answers is_favorite', async () => {
    const slug = slugs.get('External')!;
    const outsider = await world.as('outsider');
    const first = await outsider.post(`/fr/api/troc/favorite/${slug}/`).expect(200);
    const second = await outsider.post(`/fr/api/troc/favorite/${slug}/`).expect(200);
    expect(first.body.is_favorite).toBe(!second.body.is_favorite);
    await outsider.post(`/fr/api/troc/favorite/${slug}/`).expect(200);
    const list = (await outsider.post('/fr/api/troc/favorites/', {}).expect(200)).body;
    const listed = list.data.find((c: { slug: string }) => c.slug === slug);
    // Three toggles leave it as the first one did.
    expect(Boolean(listed)).toBe(first.body.is_favorite);
    const view = (await outsider.get(`/fr/api/troc/view/${slug}/`).expect(200)).body;
    expect(view.favorite).toBe(Boolean(listed));
    expect(
      (await (await world.visitor()).get(`/fr/api/troc/view/${slugs.get('Individual')}/`)).body,
    ).not.toHaveProperty('favorite');
    // Once the owner withdraws it, it leaves the favourites of everyone else.
    const owner = await world.as('owner');
    await owner.post(`/fr/api/troc/unpublish/${slug}/`).expect(200);
    const after = (await outsider.post('/fr/api/troc/favorites/', {}).expect(200)).body;
    expect(after.data.some((c: { slug: string }) => c.slug === slug)).toBe(false);
    await owner.post(`/fr/api/troc/publish/${slug}/`).expect(200);
  });

  it('counts views from readers, not from the people in charge', async () => {
    const slug = slugs.get('Individual')!;
    const owner = await world.as('owner');
    const start = (await owner.get(`/fr/api/troc/view/${slug}/`).expect(200)).body.viewTotal;
    await (await world.visitor()).get(`/fr/api/troc/view/${slug}/`).expect(200);
    await (await world.as('outsider')).get(`/fr/api/troc/view/${slug}/`).expect(200);
    expect((await owner.get(`/fr/api/troc/view/${slug}/`).expect(200)).body.viewTotal).toBe(start + 2);
    // Counted in memory, then written together: the stored figure follows once they are.
    const stored = async () => (await t0.app.get(DataSource).getRepository(Troc).findOneByOrFail({ slug })).viewTotal;
    await t0.app.get(TrocViewService).flushViews();
    expect(await stored()).toBe(start + 2);
    await (await world.visitor()).get(`/fr/api/troc/view/${slug}/`).expect(200);
    await t0.app.get(TrocViewService).flushViews();
    expect(await stored()).toBe(start + 3);
  });

  it('lists my listings with the manager card and its filters', async () => {
    const owner = await world.as('owner');
    const all = (await owner.post('/fr/api/troc/mine/', { size: 50 }).expect(200)).body;
    expect(all.total).toBe(MATRIX.length);
    expect(all.data[0]).toMatchObject({
      publicationStatus: 'Published',
      actions: ['unpublish', 'delete'],
      editable: true,
    });
    const privateOnly = await owner
      .post('/fr/api/troc/mine/', { troc_filter_form: { visibility: ['Private'] } })
      .expect(200);
    expect(privateOnly.body.total_results).toBe(1);
    const drafts = await owner
      .post('/fr/api/troc/mine/', { troc_filter_form: { publicationStatus: 'Draft,ToPublish' } })
      .expect(200);
    expect(drafts.body.total_results).toBe(0);
    const keyword = await owner
      .post('/fr/api/troc/mine/', { troc_filter_form: { keyword: 'armoire GROUP' } })
      .expect(200);
    expect(keyword.body.total_results).toBe(1);
    const bad = await owner.post('/fr/api/troc/mine/', { troc_filter_form: { publicationStatus: ['Perdue'] } });
    expect(bad.status).toBe(422);
    expect((await (await world.as('colleague')).post('/fr/api/troc/mine/', {}).expect(200)).body.total).toBe(0);
    await (await world.visitor()).post('/fr/api/troc/mine/', {}).expect(403);
  });

  it('sorts my listings by the column the table view chose, on every page', async () => {
    const owner = await world.as('owner');
    const read = async (sortBy: string, page = 1, size = 50) =>
      (await owner.post('/fr/api/troc/mine/', { page, size, troc_filter_form: { sortBy } }).expect(200)).body.data.map(
        (c: { name: string }) => c.name,
      ) as string[];
    const byName = await read('name.asc');
    expect(byName).toHaveLength(MATRIX.length);
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(await read('name.desc')).toEqual([...byName].reverse());
    // Pages follow the same order.
    expect([...(await read('name.asc', 1, 2)), ...(await read('name.asc', 2, 2))]).toEqual(byName.slice(0, 4));
    const bad = await owner.post('/fr/api/troc/mine/', { troc_filter_form: { sortBy: 'password.asc' } }).expect(422);
    expect(bad.body.errors).toEqual({ 'troc_filter_form.sortBy': [fr.validation.choice] });
  });
});
