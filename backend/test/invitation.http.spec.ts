import { API, withLocale } from '@troc/shared';
import { join } from 'node:path';
import { DataSource, In, IsNull } from 'typeorm';
import { JobRecord } from '../src/core/queue/job.entity.js';
import { readMails } from './support/mails.js';
import { createWorld, publishedListing, type World } from './support/listing-world.js';
import { runId, targets } from './support/targets.js';
import { startApp, type TestApp } from './support/test-app.js';

const api = (path: string) => withLocale(path);
const today = () => new Date().toISOString().slice(0, 10);

/** Waits until the mails queued so far have left. */
async function mailsSent(t0: TestApp): Promise<void> {
  const jobs = t0.app.get(DataSource).getRepository(JobRecord);
  const start = Date.now();
  while ((await jobs.countBy({ status: In(['pending', 'running']), scheduleKey: IsNull() })) > 0) {
    if (Date.now() - start > 15_000) throw new Error('Mails not sent');
    await new Promise((r) => setTimeout(r, 25));
  }
}

interface Card {
  slug: string;
  email: string;
  creationDisplayDate: string;
  user: { slug: string; firstname: string; lastname: string; organisation: string } | null;
  target: { kind: string; slug: string; name: string };
}

describe.each(targets())('invitations on $name', (target) => {
  let t0: TestApp;
  let world: World;
  let listing: string;
  let operation: string;
  const stranger = `nouveau.${runId()}@exemple.fr`;
  const mails = (to: string) => readMails(join(t0.config.varDir, 'mail')).filter((m) => m.to.includes(to));

  beforeAll(async () => {
    t0 = await startApp(target);
    world = await createWorld(t0);
    const owner = await world.as('owner');
    listing = await publishedListing(owner, world.users.owner, {
      details: { name: 'Armoire réservée aux invités' },
      manage: { visibility: ['Private'], invitations: [world.users.invited.email, stranger] },
    });
    operation = (await owner.post('/fr/api/operation/create/', { name: 'Opération privée' }).expect(201)).body.slug;
    await owner
      .post(`/fr/api/operation/edit/${operation}/manage/`, {
        name: 'Opération privée du bâtiment C',
        description: 'Mobilier du bâtiment C, pour nos partenaires invités.',
        manager: world.users.owner.id,
        service: world.users.owner.serviceId,
        visibility: ['Private'],
        invitations: [world.users.invited.email],
        availabilityStartDate: today(),
        availabilityEndDate: '2099-12-31',
      })
      .expect(200);
    await mailsSent(t0);
  });
  afterAll(() => t0?.close());

  it('mails each new address: a member gets the link to the listing or operation, a stranger the registration', () => {
    const toInvited = mails(world.users.invited.email);
    const aboutListing = toInvited.find((m) => m.subject.includes('Armoire réservée aux invités'))!;
    expect(aboutListing.body).toContain('owner Test');
    expect(aboutListing.links).toContain(`${t0.config.publicUrl}${withLocale(`/troc/view/${listing}/`)}`);
    const aboutOperation = toInvited.find((m) => m.subject.includes('Opération privée du bâtiment C'))!;
    expect(aboutOperation.links).toContain(`${t0.config.publicUrl}${withLocale(`/operation/view/${operation}/`)}`);
    const toStranger = mails(stranger);
    expect(toStranger).toHaveLength(1);
    expect(toStranger[0]!.body).toContain('créez-le avec cette adresse e-mail');
    expect(toStranger[0]!.links).toContain(`${t0.config.publicUrl}${withLocale('/register/')}`);
  });

  it('a saved manage form mails only the addresses it adds', async () => {
    const owner = await world.as('owner');
    const before = mails(world.users.invited.email).length;
    const other = `autre.${runId()}@exemple.fr`;
    await owner
      .post(`/fr/api/troc/edit/${listing}/manage/`, {
        swapType: 'Don',
        manager: world.users.owner.id,
        service: world.users.owner.serviceId,
        visibility: ['Private'],
        invitations: [world.users.invited.email, stranger, other],
        availabilityStartDate: today(),
        availabilityEndDate: '2099-12-31',
      })
      .expect(200);
    await mailsSent(t0);
    expect(mails(world.users.invited.email)).toHaveLength(before);
    expect(mails(stranger)).toHaveLength(1);
    expect(mails(other)).toHaveLength(1);
  });

  it('lists the invitations of my listings and operations with the registered user', async () => {
    const res = await (await world.as('owner')).post(api(API.invitations), { page: 1, size: 10 }).expect(200);
    const cards = res.body.data as Card[];
    expect(res.body.total).toBe(4);
    const member = cards.find((c) => c.email === world.users.invited.email && c.target.kind === 'troc')!;
    expect(member).toMatchObject({
      target: { slug: listing, name: 'Armoire réservée aux invités' },
      user: { slug: world.users.invited.slug, firstname: 'invited', lastname: 'Test' },
    });
    expect(member.creationDisplayDate).toMatch(/^\d\d\/\d\d\/\d{4}$/);
    expect(cards.find((c) => c.email === stranger)!.user).toBeNull();
    expect(cards.find((c) => c.target.kind === 'operation')!.target.slug).toBe(operation);
    const page2 = await (await world.as('owner')).post(api(API.invitations), { page: 2, size: 3 }).expect(200);
    expect(page2.body.data).toHaveLength(1);
    const none = await (await world.as('colleague')).post(api(API.invitations), {}).expect(200);
    expect(none.body.total).toBe(0);
    await (await world.visitor()).post(api(API.invitations), {}).expect(403);
  });

  it('only the owner deletes an invitation; the invited address then loses the listing', async () => {
    const owner = await world.as('owner');
    const cards = (await owner.post(api(API.invitations), { size: 10 }).expect(200)).body.data as Card[];
    const card = cards.find((c) => c.email === world.users.invited.email && c.target.kind === 'troc')!;
    const invited = await world.as('invited');
    await invited.get(`/fr/api/troc/view/${listing}/`).expect(200);
    await invited.post(api(API.invitationDelete(card.slug))).expect(404);
    await (await world.as('colleague')).post(api(API.invitationDelete(card.slug))).expect(404);
    await owner.post(api(API.invitationDelete(card.slug))).expect(200);
    await owner.post(api(API.invitationDelete(card.slug))).expect(404);
    await invited.get(`/fr/api/troc/view/${listing}/`).expect(404);
    const after = (await owner.post(api(API.invitations), { size: 10 }).expect(200)).body;
    expect(after.total).toBe(3);
  });
});
