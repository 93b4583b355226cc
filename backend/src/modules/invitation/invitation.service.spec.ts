import { fr, t, withLocale } from '@troc/shared';
import { anActor } from '../../../test/support/actors.js';
import type { InvitationAddedEvent } from '../../core/events/catalogue.js';
import { NotFoundError } from '../../core/errors/index.js';
import type { OutgoingMail } from '../../core/mail/mail.service.js';
import type { InvitedRow } from '../../shared/invitation-rows.js';
import { InvitationSources } from './invitation-sources.js';
import { InvitationService } from './invitation.service.js';

// « Mes invitations » over the listing and operation modules' invitation facades held in memory
// (the sources that merge them are real), with the audience, the members, the mails and the events faked.
const M = fr.invitation.mail;
const OWNER = 1;
const MANAGER = 2;
const PUBLIC_URL = 'https://troc.exemple.fr';
const at = (minute: number) => new Date(Date.UTC(2026, 2, 2, 10, minute));

const aRow = (over: Partial<InvitedRow> & Pick<InvitedRow, 'id'>): InvitedRow => ({
  slug: `inv${over.id}`,
  email: `invite${over.id}@exemple.fr`,
  createdAt: at(0),
  targetSlug: 'armoire',
  targetName: 'Armoire',
  ownerId: OWNER,
  managerId: MANAGER,
  ...over,
});

/** One owner's invitation table, as its facade answers (newest first, then highest id). */
function owner(rows: InvitedRow[], seen: { asked: number[]; deleted: number[] }) {
  const managedBy = (userId: number) =>
    rows
      .filter((r) => r.ownerId === userId || r.managerId === userId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
  return {
    invitationsManagedBy: async (userId: number, limit: number) => (
      seen.asked.push(limit),
      managedBy(userId).slice(0, limit)
    ),
    countInvitationsManagedBy: async (userId: number) => managedBy(userId).length,
    invitationBySlug: async (slug: string) => rows.find((r) => r.slug === slug) ?? null,
    deleteInvitation: async (id: number) => {
      seen.deleted.push(id);
      rows.splice(
        rows.findIndex((r) => r.id === id),
        1,
      );
    },
    ensureInvitationSlugs: async (given: InvitedRow[]) =>
      given.filter((r) => r.slug === null).forEach((r) => (r.slug = `nouveau${r.id}`)),
  };
}

const MEMBER = {
  slug: 'ines',
  firstname: 'Inès',
  lastname: 'Morel',
  email: 'ines@chu.fr',
  organisation: { name: 'CHU de Rennes' },
};
const INVITER = { id: OWNER, firstname: 'Anne', lastname: 'Roy', organisation: { name: 'CHU de Rennes' } };

function world(options: { trocs?: InvitedRow[]; operations?: InvitedRow[] } = {}) {
  const troc = { asked: [] as number[], deleted: [] as number[] };
  const operation = { asked: [] as number[], deleted: [] as number[] };
  const sources = new InvitationSources(
    ...([
      owner(options.trocs ?? [], troc),
      owner(options.operations ?? [], operation),
    ] as never as ConstructorParameters<typeof InvitationSources>),
  );
  const audience = {
    invitationViews: async (rows: { email: string; createdAt: Date }[]) =>
      rows.map((row) => ({
        email: row.email,
        creationDisplayDate: row.createdAt.toISOString().slice(0, 10),
        user: row.email === MEMBER.email ? { slug: MEMBER.slug } : null,
      })),
  };
  const users = {
    findById: async (id: number) => (id === INVITER.id ? INVITER : null),
    // As its query: the addresses are compared trimmed and in lower case, the keys are the stored ones.
    findByEmails: async (emails: string[]) =>
      new Map(emails.some((e) => e.trim().toLowerCase() === MEMBER.email) ? [[MEMBER.email, MEMBER]] : []),
  };
  const mails: OutgoingMail[] = [];
  const mailQueue = { send: async (mail: OutgoingMail) => void mails.push(mail) };
  const handlers = new Map<string, (event: InvitationAddedEvent) => Promise<void>>();
  const events = {
    on: (type: string, handler: (event: InvitationAddedEvent) => Promise<void>) => handlers.set(type, handler),
  };
  const config = { publicUrl: PUBLIC_URL };
  const deps = [sources, audience, users, mailQueue, events, config];
  const service = new InvitationService(...(deps as never as ConstructorParameters<typeof InvitationService>));
  service.onModuleInit();
  const added = (over: Partial<InvitationAddedEvent>) =>
    handlers.get('invitation.added')!({
      type: 'invitation.added',
      kind: 'troc',
      targetSlug: 'armoire',
      targetName: 'Armoire',
      inviterId: OWNER,
      emails: [],
      ...over,
    });
  return { service, troc, operation, mails, added };
}

describe('« Mes invitations »', () => {
  it('merges the invitations of my listings and operations newest first, cut into pages after the merge', async () => {
    const { service, troc, operation } = world({
      trocs: [
        aRow({ id: 1, createdAt: at(1) }),
        aRow({ id: 2, createdAt: at(5), slug: null }),
        aRow({ id: 3, createdAt: at(3), ownerId: 9, managerId: 9 }),
        aRow({ id: 4, createdAt: at(3), ownerId: 9 }),
      ],
      operations: [aRow({ id: 1, createdAt: at(3), targetSlug: 'pavillon', targetName: 'Pavillon C' })],
    });
    const first = await service.mine(anActor({ id: MANAGER }), 1, 3);
    expect(first.total).toBe(4);
    // At the same instant operations come before listings.
    expect(first.data.map((card) => [card.target.kind, card.slug])).toEqual([
      ['troc', 'nouveau2'],
      ['operation', 'inv1'],
      ['troc', 'inv4'],
    ]);
    expect(first.data[1]).toEqual({
      email: 'invite1@exemple.fr',
      creationDisplayDate: '2026-03-02',
      user: null,
      slug: 'inv1',
      target: { kind: 'operation', slug: 'pavillon', name: 'Pavillon C' },
    });
    const second = await service.mine(anActor({ id: OWNER }), 2, 2);
    expect(second).toMatchObject({ total: 3 });
    expect(second.data.map((card) => [card.target.kind, card.slug])).toEqual([['troc', 'inv1']]);
    // Each owner is asked for as many rows as the pages up to the one shown hold.
    expect([troc.asked, operation.asked]).toEqual([
      [3, 4],
      [3, 4],
    ]);
  });

  it('shows the member an address belongs to, and none to a person who neither owns nor manages', async () => {
    const { service } = world({ trocs: [aRow({ id: 1, email: MEMBER.email })] });
    const [card] = (await service.mine(anActor({ id: OWNER }), 1, 10)).data;
    expect(card!.user).toEqual({ slug: 'ines' });
    expect(await service.mine(anActor({ id: 7 }), 1, 10)).toEqual({ data: [], total: 0 });
  });
});

describe('deleting an invitation', () => {
  it('lets the owner or the manager delete it from the table it belongs to', async () => {
    const { service, troc, operation } = world({
      trocs: [aRow({ id: 1 })],
      operations: [aRow({ id: 5, slug: 'op5' })],
    });
    await service.delete('inv1', anActor({ id: OWNER }));
    await service.delete('op5', anActor({ id: MANAGER }));
    expect([troc.deleted, operation.deleted]).toEqual([[1], [5]]);
  });

  it('answers 404 to anyone else, and for an invitation that is not (or no longer) there', async () => {
    const { service, troc } = world({ trocs: [aRow({ id: 1 })] });
    for (const [slug, actor] of [
      ['inv1', anActor({ id: 3, email: 'invite1@exemple.fr' })],
      ['inv1', anActor({ id: 4, organisationId: 1 })],
      ['inconnue', anActor({ id: OWNER })],
    ] as const) {
      const error = await service.delete(slug, actor).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(NotFoundError);
      expect(error).toMatchObject({ code: 'INVITATION_NOT_FOUND', message: fr.invitation.errors.notFound });
    }
    expect(troc.deleted).toEqual([]);
    await service.delete('inv1', anActor({ id: OWNER }));
    await expect(service.delete('inv1', anActor({ id: OWNER }))).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('the invitation mail', () => {
  const names = { name: 'Armoire', inviter: 'Anne Roy', organisation: 'CHU de Rennes' };

  it('sends a member the link to the listing, naming who invites them', async () => {
    const { mails, added } = world();
    await added({ emails: [' Ines@CHU.fr '] });
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.to).toBe(' Ines@CHU.fr ');
    expect(mail!.subject).toBe(t(M.subjectTroc, names));
    expect(mail!.text).toContain(t(M.introTroc, names));
    expect(mail!.text).toContain(`${M.actionTroc} : ${PUBLIC_URL}${withLocale('/troc/view/armoire/')}`);
    expect(mail!.text).not.toContain(M.register);
  });

  it('sends an address without account the registration link instead, one mail per address', async () => {
    const { mails, added } = world();
    await added({ emails: ['inconnu@exemple.fr', MEMBER.email] });
    expect(mails.map((mail) => mail.to)).toEqual(['inconnu@exemple.fr', MEMBER.email]);
    expect(mails[0]!.text).toContain(M.register);
    expect(mails[0]!.text).toContain(`${M.actionRegister} : ${PUBLIC_URL}${withLocale('/register/')}`);
    expect(mails[0]!.text).not.toContain('/troc/view/');
  });

  it('speaks of the operation for an operation, and of an unknown inviter when they are gone', async () => {
    const { mails, added } = world();
    await added({
      kind: 'operation',
      targetSlug: 'pavillon',
      targetName: 'Pavillon C',
      inviterId: 99,
      emails: [MEMBER.email],
    });
    const unknown = { name: 'Pavillon C', inviter: fr.fallback.unknown, organisation: fr.fallback.unknown };
    expect(mails[0]!.subject).toBe(t(M.subjectOperation, unknown));
    expect(mails[0]!.text).toContain(t(M.introOperation, unknown));
    expect(mails[0]!.text).toContain(`${M.actionOperation} : ${PUBLIC_URL}${withLocale('/operation/view/pavillon/')}`);
  });
});
