import { fr } from '@troc/shared';
import { createWorld, publishedListing, type World } from './support/listing-world.js';
import { targets } from './support/targets.js';
import { startApp, type TestApp } from './support/test-app.js';

const MESSAGE = 'Bonjour, ce matériel nous serait très utile pour notre service.';

/** Values of the wrong type, and numbers written other than in decimal digits, never reach the database. */
describe.each(targets())('typed input on $name', (target) => {
  let t0: TestApp;
  let world: World;
  beforeAll(async () => {
    t0 = await startApp(target);
    world = await createWorld(t0);
  }, 60_000);
  afterAll(() => t0?.close());

  it('reads a path id from decimal digits only, within the ids a row can have', async () => {
    const buyer = await world.as('outsider');
    const slug = await publishedListing(await world.as('owner'), world.users.owner, {
      details: { itemTotalQuantity: 10 },
    });
    const line = (await buyer.post(`/fr/api/cart/add/${slug}/`, { quantity: 1 }).expect(200)).body.line as number;
    await buyer.post(`/fr/api/cart/edit/line/${line}/`, { quantity: 2 }).expect(200);
    for (const id of [
      `0x${line.toString(16)}`,
      `${line}e0`,
      `0b${line.toString(2)}`,
      `-${line}`,
      `${line}.0`,
      '9007199254740993',
      '1e308',
      'Infinity',
    ]) {
      const res = await buyer.post(`/fr/api/cart/edit/line/${id}/`, { quantity: 1 });
      expect([id, res.status, res.body]).toEqual([
        id,
        404,
        { statusCode: 404, message: fr.http.notFound, code: 'NOT_FOUND' },
      ]);
    }
    // A new model of the carbon library goes nowhere through a hexadecimal category.
    const owner = await world.as('owner');
    await owner.post('/fr/api/impact/library/create/0x66', { name: 'Chaise' }).expect(404);
  });

  it.each([
    ['an object', {}],
    ['a list', []],
    ['a boolean', true],
    ['an operator', { $gt: '' }],
    ['a prototype key', JSON.parse('{"__proto__": {"x": 1}}')],
    ['a list of numbers', [1, 2]],
  ])('refuses %s as the quantity of a draft recording under its field', async (_label, requestedQuantity) => {
    const owner = await world.as('owner');
    const slug = await publishedListing(owner, world.users.owner, { details: { itemTotalQuantity: 5 } });
    const requester = await world.as('outsider');
    const tracker = (
      await requester.post(`/fr/api/troc/inbox/reservation/${slug}/`, { message: MESSAGE, quantity: 2 }).expect(201)
    ).body.tracker as string;
    await owner.post(`/fr/api/tracker/approve/${tracker}/`).expect(200);
    const res = await owner.post(`/fr/api/tracker/save-draft/${tracker}/`, { requestedQuantity });
    expect([res.status, res.body]).toEqual([
      422,
      { errors: { requestedQuantity: [fr.validation.integer] }, code: 'FORM_INVALID' },
    ]);
    // The exchange is untouched and a good value still saves.
    await owner.post(`/fr/api/tracker/save-draft/${tracker}/`, { requestedQuantity: '1' }).expect(200);
  });
});
