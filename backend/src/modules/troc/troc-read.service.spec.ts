import { fr, Role } from '@troc/shared';
import { anActor } from '../../../test/support/actors.js';
import type { Actor } from '../../core/auth/actor.js';
import { ForbiddenError, NotFoundError } from '../../core/errors/index.js';
import type { Troc } from './entities/troc.entity.js';
import { TrocReadService } from './troc-read.service.js';

// Loading one listing for a reader, with the listing queries faked: no database.
const OWNER = 1;
const MANAGER = 2;
const DELEGATE = 3;
const READER = 4;

const listing = (id: number, over: Partial<Troc> = {}): Troc =>
  ({
    id,
    slug: `t${id}`,
    name: `Annonce ${id}`,
    ownerId: OWNER,
    managerId: MANAGER,
    delegates: `,${DELEGATE},`,
    organisationId: 1,
    ...over,
  }) as Troc;

function world(trocs: Troc[], hidden: number[] = []) {
  const asked: string[] = [];
  const queries = {
    visibleBySlug: async (slug: string, actor: Actor | null) => {
      asked.push(`visible ${slug} ${actor?.id ?? 'anonymous'}`);
      return trocs.find((t) => t.slug === slug && !hidden.includes(t.id)) ?? null;
    },
    managedByName: async (actorId: number, name: string) => {
      asked.push(`named ${actorId} ${name}`);
      return trocs.filter((t) => t.name === name && (t.ownerId === actorId || t.managerId === actorId));
    },
    byIds: async (ids: readonly number[]) => new Map(trocs.filter((t) => ids.includes(t.id)).map((t) => [t.id, t])),
  };
  const service = new TrocReadService(...([queries] as never as ConstructorParameters<typeof TrocReadService>));
  return { service, asked };
}

describe('reading one listing', () => {
  it('gives a listing the reader may see, and the same 404 whether it is hidden or does not exist', async () => {
    const { service, asked } = world([listing(10), listing(11)], [11]);
    expect(await service.visible('t10', null)).toMatchObject({ id: 10 });
    for (const slug of ['t11', 'pas-une-annonce']) {
      const attempt = service.visible(slug, anActor({ id: READER }));
      await expect(attempt).rejects.toBeInstanceOf(NotFoundError);
      await expect(attempt).rejects.toMatchObject({ code: 'TROC_NOT_FOUND', message: fr.http.notFound });
    }
    expect(asked[0]).toBe('visible t10 anonymous');
  });

  it('gives the listing to its owner, its manager and its delegates; 403 to another reader who sees it', async () => {
    const { service } = world([listing(10)]);
    for (const id of [OWNER, MANAGER, DELEGATE]) {
      expect(await service.managed('t10', anActor({ id }))).toMatchObject({ id: 10 });
    }
    const attempt = service.managed('t10', anActor({ id: READER }));
    await expect(attempt).rejects.toBeInstanceOf(ForbiddenError);
    await expect(attempt).rejects.toMatchObject({ code: 'TROC_FORBIDDEN', message: fr.auth.forbidden });
  });

  it('answers 404 before 403 to who does not see the listing', async () => {
    const { service } = world([listing(10)], [10]);
    await expect(service.managed('t10', anActor({ id: READER }))).rejects.toBeInstanceOf(NotFoundError);
  });

  it('gives the listing to a moderator of its organisation or a platform admin, 403 to others', async () => {
    const { service } = world([listing(10)]);
    const moderator = anActor({ id: 8, roles: [Role.User, Role.Moderator] });
    const platformAdmin = anActor({ id: 9, organisationId: 5, roles: [Role.User, Role.PlatformAdmin] });
    expect(await service.moderated('t10', moderator)).toMatchObject({ id: 10 });
    expect(await service.moderated('t10', platformAdmin)).toMatchObject({ id: 10 });
    for (const actor of [
      anActor({ id: 8, organisationId: 5, roles: [Role.User, Role.Moderator] }),
      anActor({ id: OWNER }),
    ]) {
      await expect(service.moderated('t10', actor)).rejects.toMatchObject({
        code: 'TROC_MODERATOR_ONLY',
        message: fr.listing.errors.moderatorOnly,
      });
    }
  });

  it('answers 404 for an unknown id', async () => {
    const { service } = world([listing(10)]);
    expect(await service.byId(10)).toMatchObject({ id: 10 });
    await expect(service.byId(99)).rejects.toMatchObject({ code: 'TROC_NOT_FOUND' });
  });
});

describe('a listing as an import file names it', () => {
  const member = anActor({ id: OWNER });

  it('is the managed listing of that slug', async () => {
    const { service, asked } = world([listing(10, { slug: 'fauteuil-10' })]);
    expect(await service.managedByRef('fauteuil-10', member)).toEqual({
      troc: expect.objectContaining({ id: 10 }),
      ambiguous: false,
    });
    expect(asked).toEqual(['visible fauteuil-10 1']);
  });

  it('else the one listing the member manages by that exact name, ambiguous when several bear it', async () => {
    const { service } = world([
      listing(10, { name: 'Fauteuil de bureau' }),
      listing(11, { name: 'Chaise' }),
      listing(12, { name: 'Chaise' }),
      listing(13, { slug: 'chaise', name: 'Autre', ownerId: 7, managerId: 7, delegates: null }),
    ]);
    expect(await service.managedByRef('Fauteuil de bureau', member)).toEqual({
      troc: expect.objectContaining({ id: 10 }),
      ambiguous: false,
    });
    // A slug the member does not manage falls back to the name.
    expect(await service.managedByRef('chaise', member)).toEqual({ troc: null, ambiguous: false });
    expect(await service.managedByRef('Chaise', member)).toEqual({ troc: null, ambiguous: true });
  });

  it('does not look a name that cannot be a slug up as one', async () => {
    const { service, asked } = world([]);
    await service.managedByRef('Fauteuil de bureau', member);
    expect(asked).toEqual(['named 1 Fauteuil de bureau']);
  });
});
