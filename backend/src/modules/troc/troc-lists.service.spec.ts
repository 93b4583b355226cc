import { Role } from '@troc/shared';
import { anActor } from '../../../test/support/actors.js';
import type { Actor } from '../../core/auth/actor.js';
import { FormError } from '../../core/errors/index.js';
import type { ListScope } from '../identity/index.js';
import type { MyListingsFormDto } from './dto/search.dto.js';
import type { Troc } from './entities/troc.entity.js';
import { TrocListsService } from './troc-lists.service.js';

// The listing lists with the listing queries, the cards and the services filter faked: no database.
const member = anActor({ id: 2, cityCode: '35238' });
const RENNES = { lat: 48.11, lon: -1.68 };
const rows = [{ id: 10 }, { id: 11 }] as Troc[];
const page = { rows, total: 2, totalResults: 7 };

function world() {
  const seen: unknown[][] = [];
  const queries = {
    mine: async (scope: ListScope, _form: unknown, p: number, size: number) => (
      seen.push(['mine', scope, p, size]),
      page
    ),
    mineIds: async (scope: ListScope) => (seen.push(['mineIds', scope]), [10, 11]),
    favorites: async (actor: Actor) => (seen.push(['favorites', actor.id]), page),
    latest: async (actor: Actor | null) => (seen.push(['latest', actor?.id ?? null]), page),
    similar: async (troc: Troc, _a: unknown, categories: number[] | null, categoryId: number | null, size: number) => (
      seen.push(['similar', troc.id, categories, categoryId, size]),
      page
    ),
    moderationQueue: async (organisation: number | null) => (seen.push(['moderation', organisation]), page),
  };
  const audience = {
    toggleFavorite: async (userId: number, trocId: number) => (seen.push(['toggle', userId, trocId]), true),
  };
  const cards = {
    homeOf: (cityCode: string | null | undefined) => (cityCode === '35238' ? RENNES : null),
    cards: async (trocs: Troc[], viewer: Actor | null, reference: unknown) => {
      seen.push(['cards', viewer?.id ?? null, reference]);
      return trocs.map((t) => ({ slug: `t${t.id}` }));
    },
    managerCards: async (trocs: Troc[], viewer: Actor | null) => {
      seen.push(['managerCards', viewer?.id ?? null]);
      return trocs.map((t) => ({ slug: `t${t.id}`, manager: true }));
    },
    categories: {
      rootOf: (id: number | null) => (id === 102 ? { id: 1 } : null),
      descendantIds: (id: number) => [id, 101, 102],
    },
  };
  const perimeter = {
    scopeOf: async (actor: Actor, form: MyListingsFormDto, path: string): Promise<ListScope> => {
      seen.push(['scope', path]);
      if (form.perimeter_selected === '90') throw FormError.field(`${path}.perimeter_selected`, 'inconnu');
      return form.perimeter_selected
        ? { userId: actor.id, organisation: { id: 1, services: [Number(form.perimeter_selected)] } }
        : { userId: actor.id };
    },
  };
  const service = new TrocListsService(
    ...([queries, audience, cards, perimeter] as never as ConstructorParameters<typeof TrocListsService>),
  );
  return { service, seen };
}

const form = (over: Partial<MyListingsFormDto> = {}) => ({ ...over }) as MyListingsFormDto;

describe('my listings', () => {
  it('reads the member’s own listings, or the chosen services’, as manager cards', async () => {
    const { service, seen } = world();
    expect(await service.mine(member, form(), 2, 10)).toEqual({
      data: [
        { slug: 't10', manager: true },
        { slug: 't11', manager: true },
      ],
      total: 2,
      totalResults: 7,
    });
    await service.mine(member, form({ perimeter_selected: '4' }), 1, 10);
    expect(seen).toEqual([
      ['scope', 'troc_filter_form'],
      ['mine', { userId: 2 }, 2, 10],
      ['managerCards', 2],
      ['scope', 'troc_filter_form'],
      ['mine', { userId: 2, organisation: { id: 1, services: [4] } }, 1, 10],
      ['managerCards', 2],
    ]);
  });

  it('reads nothing when the services filter is refused', async () => {
    const { service, seen } = world();
    await expect(service.mine(member, form({ perimeter_selected: '90' }), 1, 10)).rejects.toMatchObject({
      errors: { 'troc_filter_form.perimeter_selected': ['inconnu'] },
    });
    expect(seen).toEqual([['scope', 'troc_filter_form']]);
  });

  it('names the form of a mass action or an export in the 422, and reads the ids of the same scope', async () => {
    const { service, seen } = world();
    expect(await service.mineIds(member, form({ perimeter_selected: '4' }))).toEqual([10, 11]);
    await expect(service.mineIds(member, form({ perimeter_selected: '90' }), 'export')).rejects.toMatchObject({
      errors: { 'export.perimeter_selected': ['inconnu'] },
    });
    await expect(service.scopeOf(member, form({ perimeter_selected: '90' }))).rejects.toMatchObject({
      errors: { 'filters.perimeter_selected': ['inconnu'] },
    });
    expect(seen).toEqual([
      ['scope', 'filters'],
      ['mineIds', { userId: 2, organisation: { id: 1, services: [4] } }],
      ['scope', 'export'],
      ['scope', 'filters'],
    ]);
  });
});

describe('the other lists', () => {
  it('shows favourites and the latest listings with distances from the viewer’s commune', async () => {
    const { service, seen } = world();
    expect((await service.favoriteList(member, 1, 10)).data).toEqual([{ slug: 't10' }, { slug: 't11' }]);
    await service.last(null, 1, 10);
    await service.last(anActor({ id: 5 }), 1, 10);
    expect(seen).toEqual([
      ['favorites', 2],
      ['cards', 2, RENNES],
      ['latest', null],
      ['cards', null, null],
      ['latest', 5],
      ['cards', 5, null],
    ]);
  });

  it('toggles a favourite of the member', async () => {
    const { service, seen } = world();
    expect(await service.toggleFavorite(member, { id: 10 } as Troc)).toBe(true);
    expect(seen).toEqual([['toggle', 2, 10]]);
  });

  it('finds similar listings in the whole top category, or by the category alone without one', async () => {
    const { service, seen } = world();
    await service.similar({ id: 10, categoryId: 102 } as Troc, member, 4);
    await service.similar({ id: 11, categoryId: 999 } as Troc, null, 4);
    expect(seen.filter(([kind]) => kind === 'similar')).toEqual([
      ['similar', 10, [1, 101, 102], 102, 4],
      ['similar', 11, null, 999, 4],
    ]);
  });

  it('queues the moderator’s organisation’s listings, every organisation’s for a platform admin', async () => {
    const { service, seen } = world();
    await service.moderationQueue(anActor({ id: 8, organisationId: 3, roles: [Role.User, Role.Moderator] }), 1, 10);
    await service.moderationQueue(anActor({ id: 9, organisationId: 3, roles: [Role.User, Role.PlatformAdmin] }), 1, 10);
    expect(seen).toEqual([
      ['moderation', 3],
      ['managerCards', 8],
      ['moderation', null],
      ['managerCards', 9],
    ]);
  });
});
