import { fr, t } from '@troc/shared';
import { registerAs } from './support/fixtures.js';
import { createWorld, publishedListing, type World } from './support/listing-world.js';
import { readMails } from './support/mails.js';
import { runId, targets } from './support/targets.js';
import { startApp, type TestApp } from './support/test-app.js';
import { waitFor } from './support/wait.js';

/** An exchange recorded for a guest (an address without an account): its mail leads to it. */
describe.each(targets())('guest exchanges on $name', (target) => {
  let t0: TestApp;
  let world: World;
  beforeAll(async () => {
    t0 = await startApp(target);
    world = await createWorld(t0);
  });
  afterAll(() => t0?.close());

  it("links the guest's mail to the exchange, which the guest reaches by signing up with that address", async () => {
    const owner = await world.as('owner');
    const slug = await publishedListing(owner, world.users.owner);
    const email = `recyclerie.${runId()}@exemple.fr`;
    const { tracker } = (
      await owner
        .post(`/fr/api/tracker/add/${slug}/`, {
          quantity: 1,
          guestEmail: email,
          guestOrganismType: 'rna',
          guestOrganismName: 'Recyclerie du quartier',
        })
        .expect(201)
    ).body as { tracker: string };

    const [mail] = await waitFor(
      () => readMails(t0.config.mailDir).filter((m) => m.to.includes(email)),
      (mails) => mails.length === 1,
    );
    expect(mail!.links).toContain(`${t0.config.publicUrl}/fr/tracker/summary/${tracker}/`);
    expect(mail!.body).toContain(t(fr.tracker.mail.guestAccess, { email }));

    await (await world.as('outsider')).get(`/fr/api/tracker/info/${tracker}/`).expect(404);
    const guest = await t0.client();
    await guest.get(`/fr/api/tracker/info/${tracker}/`).expect(403);
    await registerAs(guest, { email: email.toUpperCase(), type: 'rna', name: 'Recyclerie du quartier' });
    // Anyone can sign up under an address: it opens the exchange once proven by its validation link.
    await guest.get(`/fr/api/tracker/summary/${tracker}/`).expect(404);
    const link = readMails(t0.config.mailDir)
      .filter((m) => m.to === email)
      .flatMap((m) => m.links)
      .find((l) => /\/register\/validate\//.test(l))!;
    const token = link.split('/').filter(Boolean).pop()!;
    await guest.post('/fr/api/auth/validate-email', { token }).expect(200);
    const view = (await guest.get(`/fr/api/tracker/summary/${tracker}/`).expect(200)).body;
    expect(view).toMatchObject({ slug: tracker, regularized: true, guestOrganismName: 'Recyclerie du quartier' });
  });
});
