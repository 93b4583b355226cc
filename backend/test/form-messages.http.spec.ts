import { fr, t } from '@troc/shared';
import { createWorld, publishedListing, type World } from './support/listing-world.js';
import { targets } from './support/targets.js';
import { startApp, type TestApp } from './support/test-app.js';

const MESSAGE = 'Bonjour, nous aimerions l’emprunter pour notre forum.';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Each field's error lands under that field with a message about what is wrong with it. */
describe.each(targets())('form messages on $name', (target) => {
  let t0: TestApp;
  let world: World;
  let slug: string;
  let id: number;
  beforeAll(async () => {
    t0 = await startApp(target);
    world = await createWorld(t0);
    const owner = await world.as('owner');
    slug = await publishedListing(owner, world.users.owner, {
      details: { itemTotalQuantity: 2 },
      manage: { swapType: 'Pret' },
    });
    id = (await owner.get(`/fr/api/troc/view/${slug}/`).expect(200)).body.id as number;
  }, 60_000);
  afterAll(() => t0?.close());

  const endRequired = fr.calendar.errors.endRequired;

  it.each([
    ['no end date', {}, endRequired],
    ['an empty end date', { endDate: '' }, endRequired],
    ['an impossible end date', { endDate: '2027-02-30' }, fr.validation.date],
    ['an end date of the wrong type', { endDate: { $gt: '' } }, fr.validation.date],
  ])('answers a loan request with %s under endDate', async (_label, end, message) => {
    const requester = await world.as('outsider');
    const body = { message: MESSAGE, quantity: 1, startDate: day(3), ...end };
    const asked = await requester.post(`/fr/api/troc/inbox/reservation/${slug}/`, body);
    expect([asked.status, asked.body]).toEqual([422, { errors: { endDate: [message] }, code: 'FORM_INVALID' }]);
    const booked = await requester.post(`/fr/api/calendar/period/troc/${id}/`, {
      calendar_modale_form: { startDate: day(3), itemUsage: 'Forum', ...end },
    });
    expect([booked.status, booked.body]).toEqual([422, { errors: { endDate: [message] }, code: 'FORM_INVALID' }]);
  });
  it('asks for the reason of a denial when there is none, and says too short or too long otherwise', async () => {
    const moderator = await world.as('modModerator');
    const slug = await publishedListing(await world.as('modOwner'), world.users.modOwner);
    const deny = (body: object) => moderator.post(`/fr/api/troc/moderation/deny/${slug}/`, body);
    const min = t(fr.validation.minLength, { min: 10 });
    for (const [body, message] of [
      [{}, fr.validation.required],
      [{ message: '' }, fr.validation.required],
      [{ message: '   ' }, fr.validation.required],
      [{ message: null }, fr.validation.required],
      [{ message: { $gt: '' } }, fr.validation.required],
      [{ message: 'Non.' }, min],
      [{ message: 'x'.repeat(501) }, t(fr.validation.maxLength, { max: 500 })],
    ] as const) {
      const res = await deny(body);
      expect([body, res.status, res.body]).toEqual([
        body,
        422,
        { errors: { message: [message] }, code: 'FORM_INVALID' },
      ]);
    }
    await deny({ message: 'La photo ne montre pas le bien.' }).expect(200);
  });
});
