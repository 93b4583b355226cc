import { fr, RequestType, SwapType } from '@troc/shared';
import { anActor } from '../../../test/support/actors.js';
import { NotFoundError } from '../../core/errors/index.js';
import { GeoService } from '../geo/geo.service.js';
import type { SearchFormDto } from '../troc/index.js';
import { AlertCriteria } from './alert-criteria.js';
import { unsubscribeToken } from './alert-token.js';
import { AlertService } from './alert.service.js';
import type { AlertFormDto } from './dto/alert.dto.js';
import type { Alert } from './entities/alert.entity.js';
import { formErrorsOf } from '../../../test/support/form-errors.js';

// Saved searches with their queries held in memory and the search faked; the criteria's checks and
// words are the real ones, over the real communes and a two-level category list.
const E = fr.alert.errors;
const SECRET = 'secret-de-session';
const owner = anActor({ id: 1 });
const stranger = anActor({ id: 2 });
const geo = new GeoService();
const CATEGORIES = [
  { id: 1, slug: 'mobilier', name: 'Mobilier', parentId: null },
  { id: 102, slug: 'sieges-fauteuils', name: 'Sièges et fauteuils', parentId: 1 },
];
const categories = {
  tree: () => CATEGORIES.filter((c) => c.parentId === null),
  findBySlug: (slug: string) => CATEGORIES.find((c) => c.slug === slug) ?? null,
};

const form = (over: Partial<AlertFormDto> = {}): AlertFormDto =>
  ({
    keyword: 'chaise',
    requestType: [RequestType.Offer],
    swapType: [SwapType.Don],
    category: 'mobilier',
    ...over,
  }) as AlertFormDto;

function world() {
  const alerts: Alert[] = [];
  const seen = { pages: [] as [number, number, number][], removed: [] as number[], deactivated: [] as number[] };
  const searches: { form: SearchFormDto; page: number; size: number; actorId: number }[] = [];
  const queries = {
    create: async (values: Partial<Alert>) => {
      const alert = { ...values, id: alerts.length + 1, nbSent: 0, active: true, createdAt: new Date() } as Alert;
      alerts.push(alert);
      return alert;
    },
    bySlug: async (slug: string) => alerts.find((alert) => alert.slug === slug) ?? null,
    mine: async (userId: number, page: number, size: number) => {
      seen.pages.push([userId, page, size]);
      const mine = alerts.filter((alert) => alert.userId === userId);
      return [mine, mine.length] as const;
    },
    remove: async (id: number) => void seen.removed.push(id),
    deactivate: async (id: number) => void seen.deactivated.push(id),
  };
  const search = {
    // As the troc module builds it: the criteria on a search form.
    form: (criteria: Partial<SearchFormDto>) => ({ ...criteria }) as SearchFormDto,
    search: async (searchForm: SearchFormDto, page: number, size: number, actor: { id: number }) => {
      searches.push({ form: searchForm, page, size, actorId: actor.id });
      return { data: [], total: 0 };
    },
  };
  const criteria = new AlertCriteria(geo, categories as never, search as never);
  const deps = [queries, criteria, search, { sessionSecret: SECRET }];
  const service = new AlertService(...(deps as never as ConstructorParameters<typeof AlertService>));
  return { service, alerts, seen, searches };
}

describe('saving an alert', () => {
  it('refuses a place that does not exist, a missing category or one that is not at the top', async () => {
    const { service, alerts } = world();
    expect(await formErrorsOf(service.create(owner, form({ city: 'atlantide-99999', region: 'atlantide' })))).toEqual({
      'alert_form.city': [E.areaUnknown],
      'alert_form.region': [E.areaUnknown],
    });
    expect(await formErrorsOf(service.create(owner, form({ departement: 'atlantide' })))).toEqual({
      'alert_form.departement': [E.areaUnknown],
    });
    expect(await formErrorsOf(service.create(owner, form({ category: undefined })))).toEqual({
      'alert_form.category': [E.categoryRequired],
    });
    for (const category of ['sieges-fauteuils', 'inconnue']) {
      expect(await formErrorsOf(service.create(owner, form({ category })))).toEqual({
        'alert_form.category': [E.categoryTopLevel],
      });
    }
    expect(alerts).toEqual([]);
  });

  it('keeps its owner and criteria, each type once, and mails only what is published from now on', async () => {
    const { service, alerts } = world();
    const before = Date.now();
    const card = await service.create(
      owner,
      form({ city: 'bordeaux-33063', distance: 30, swapType: [SwapType.Don, SwapType.Pret, SwapType.Don] }),
    );
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      userId: 1,
      keyword: 'chaise',
      city: 'bordeaux-33063',
      departement: null,
      region: null,
      distance: 30,
      requestTypes: [RequestType.Offer],
      swapTypes: [SwapType.Don, SwapType.Pret],
      category: 'mobilier',
      markTrocId: 0,
    });
    expect(alerts[0]!.markPublishedAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(card).toMatchObject({
      slug: alerts[0]!.slug,
      city: { slug: 'bordeaux-33063', name: 'Bordeaux' },
      category: { slug: 'mobilier', name: 'Mobilier' },
      nbSent: 0,
      active: true,
    });
    expect(card.summary).toBe('« chaise » · catégorie Mobilier · à 30 km de Bordeaux · Offre · Don, Prêt');
  });

  it('keeps a distance only around a city', async () => {
    const { service, alerts } = world();
    await service.create(owner, form({ departement: 'gironde', distance: 30 }));
    expect(alerts[0]).toMatchObject({ departement: 'gironde', distance: null });
  });
});

describe('an alert’s owner', () => {
  it('lists their own alerts, page by page', async () => {
    const { service, seen } = world();
    await service.create(owner, form());
    await service.create(stranger, form({ keyword: 'table' }));
    const mine = await service.mine(owner, 2, 5);
    expect(seen.pages).toEqual([[1, 2, 5]]);
    expect(mine.data.map((card) => card.keyword)).toEqual(['chaise']);
    expect(mine.total).toBe(1);
  });

  it('alone runs its search or deletes it: anyone else is told it does not exist', async () => {
    const { service, seen, searches } = world();
    const { slug } = await service.create(owner, form({ city: 'bordeaux-33063', distance: 30 }));
    for (const attempt of [service.view(slug, stranger, 1, 10), service.delete(slug, stranger)]) {
      await expect(attempt).rejects.toBeInstanceOf(NotFoundError);
      await expect(attempt).rejects.toMatchObject({ code: 'ALERT_NOT_FOUND', message: E.notFound });
    }
    await expect(service.view('inconnue', owner, 1, 10)).rejects.toMatchObject({ code: 'ALERT_NOT_FOUND' });
    expect(searches).toEqual([]);
    expect(seen.removed).toEqual([]);

    const { alert } = await service.view(slug, owner, 3, 20);
    expect(alert.slug).toBe(slug);
    expect(searches).toHaveLength(1);
    expect(searches[0]).toMatchObject({ page: 3, size: 20, actorId: 1 });
    expect(searches[0]!.form).toMatchObject({
      keyword: 'chaise',
      city: 'bordeaux-33063',
      distance: 30,
      requestType: [RequestType.Offer],
      swapType: [SwapType.Don],
      category: ['mobilier'],
      sortBy: 'publishedAt.desc',
    });
    await service.delete(slug, owner);
    expect(seen.removed).toEqual([1]);
  });
});

describe('unsubscribing from an alert’s mails', () => {
  it('stops the alert of a genuine link without signing in, and names it', async () => {
    const { service, seen } = world();
    const { slug } = await service.create(owner, form({ keyword: undefined, category: 'mobilier' }));
    expect(await service.unsubscribe(unsubscribeToken(slug, SECRET))).toEqual({
      slug,
      summary: 'catégorie Mobilier · Offre · Don',
    });
    expect(seen.deactivated).toEqual([1]);
  });

  it('refuses a forged link, one signed by another secret, or one of an alert deleted since', async () => {
    const { service, seen } = world();
    const { slug } = await service.create(owner, form());
    const genuine = unsubscribeToken(slug, SECRET);
    for (const token of [
      `${genuine.slice(0, -2)}xx`,
      unsubscribeToken(slug, 'autre'),
      slug,
      unsubscribeToken('x', SECRET),
    ]) {
      await expect(service.unsubscribe(token)).rejects.toMatchObject({
        code: 'ALERT_TOKEN_INVALID',
        message: E.tokenInvalid,
      });
    }
    expect(seen.deactivated).toEqual([]);
  });
});
