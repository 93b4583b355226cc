import { fr, ImpactResultRule, ImpactUnit, Role } from '@troc/shared';
import { anActor } from '../../../test/support/actors.js';
import { ForbiddenError, NotFoundError } from '../../core/errors/index.js';
import type { ImpactLibraryFilterDto, ImpactModelFormDto } from './dto/impact.dto.js';
import type { ImpactCategory } from './entities/impact-category.entity.js';
import type { ImpactModel } from './entities/impact-model.entity.js';
import { ImpactModels } from './impact-models.service.js';
import type { ModelFilter } from './impact.queries.js';
import { ImpactService } from './impact.service.js';

// The model library page with the impact queries faked (the visibility rule is ImpactService's own): no database.
const member = anActor({ id: 2, organisationId: 1 });
const platformAdmin = anActor({ id: 3, organisationId: 1, roles: [Role.User, Role.PlatformAdmin] });

/** Two of the goods' categories are loaded (furniture with a child, textile); the others are not. */
const categories = [
  { id: 10, slug: 'divers-ameublement', title: 'Ameublement', parentId: null },
  { id: 11, slug: 'divers-ameublement-chaises', title: 'Chaises', parentId: 10 },
  { id: 20, slug: 'divers-textile', title: 'Textile', parentId: null },
  { id: 30, slug: 'transport', title: 'Transport', parentId: null },
] as ImpactCategory[];

const model = (id: number, organisationId: number | null, enabled = true): ImpactModel =>
  ({
    id,
    slug: `m${id}`,
    title: `Modèle ${id}`,
    outputUnit: ImpactUnit.KgCo2e,
    inputUnit1: ImpactUnit.Unit,
    inputUnit2: null,
    emissionFactor: 10,
    calculationRule: [],
    resultRule: ImpactResultRule.FactorTimesInput,
    categoryId: 10,
    organisationId,
    enabled,
  }) as unknown as ImpactModel;

function world() {
  const models = new Map([model(1, null), model(3, 1), model(4, 9)].map((m) => [m.id, m]));
  const seen = {
    pages: [] as ModelFilter[],
    inserted: [] as Partial<ImpactModel>[],
    updates: [] as [number, Partial<ImpactModel>][],
  };
  const queries = {
    categoryBySlug: async (slug: string) => categories.find((c) => c.slug === slug) ?? null,
    categoryById: async (id: number) => categories.find((c) => c.id === id) ?? null,
    categoriesByIds: async (ids: number[]) => categories.filter((c) => ids.includes(c.id)),
    subtreeIds: async (id: number) => categories.filter((c) => c.id === id || c.parentId === id).map((c) => c.id),
    modelsPage: async (filter: ModelFilter) => {
      seen.pages.push(filter);
      return [[...models.values()], 3] as [ImpactModel[], number];
    },
    modelById: async (id: number) => models.get(id) ?? null,
    insertModel: async (_m: unknown, values: Partial<ImpactModel>) => {
      seen.inserted.push(values);
      const created = { ...model(60, null), ...values, id: 60 } as ImpactModel;
      models.set(60, created);
      return created;
    },
    updateModel: async (_m: unknown, id: number, values: Partial<ImpactModel>) => {
      seen.updates.push([id, values]);
      models.set(id, { ...models.get(id)!, ...values });
    },
  };
  const transactions = { run: <T>(work: (manager: unknown) => Promise<T>) => work({}) };
  const impact = new ImpactService(
    ...([queries, null, null, transactions] as never as ConstructorParameters<typeof ImpactService>),
  );
  const service = new ImpactModels(
    ...([queries, impact, transactions] as never as ConstructorParameters<typeof ImpactModels>),
  );
  return { service, seen };
}

const filter = (over: Partial<ImpactLibraryFilterDto> = {}) =>
  ({ owner: 'all', scope: 'all', disabled: false, ...over }) as ImpactLibraryFilterDto;

describe('the model library', () => {
  it('pages the models with the filters given, and tells who may manage the platform’s', async () => {
    const { service, seen } = world();
    const page = await service.page(member, filter({ query: 'chaise', owner: 'own', disabled: true }), 1, 20);
    expect(page).toMatchObject({ total: 3, canManageLibrary: false });
    expect(page.data.map((m) => [m.id, m.own])).toEqual([
      [1, false],
      [3, true],
      [4, true],
    ]);
    expect(seen.pages).toEqual([
      { organisationId: 1, categoryIds: undefined, query: 'chaise', owner: 'own', includeDisabled: true },
    ]);
    expect((await service.page(platformAdmin, filter(), 1, 20)).canManageLibrary).toBe(true);
  });

  it('narrows to a category’s subtree, and answers 404 for an unknown one', async () => {
    const { service, seen } = world();
    await service.page(member, filter({ category: 'divers-ameublement', scope: 'goods' }), 1, 20);
    expect(seen.pages[0]!.categoryIds).toEqual([10, 11]);
    const attempt = service.page(member, filter({ category: 'inconnue' }), 1, 20);
    await expect(attempt).rejects.toBeInstanceOf(NotFoundError);
    await expect(attempt).rejects.toMatchObject({
      code: 'IMPACT_CATEGORY_NOT_FOUND',
      message: fr.impact.errors.categoryNotFound,
    });
  });

  it('keeps to the goods’ categories that are loaded when asked for goods', async () => {
    const { service, seen } = world();
    await service.page(member, filter({ scope: 'goods' }), 1, 20);
    expect(seen.pages[0]!.categoryIds).toEqual([10, 11, 20]);
  });

  it('creates an own model of the organisation in a category of the tree', async () => {
    const { service, seen } = world();
    const form = {
      title: 'Bureau',
      inputUnit1: 'unit',
      emissionFactor: 40,
      sourceLabel: 'Fiche',
    } as ImpactModelFormDto;
    expect(await service.create(11, member, form)).toMatchObject({
      message: fr.impact.created,
      model: { id: 60, title: 'Bureau', own: true, category: { id: 11 } },
    });
    expect(seen.inserted).toEqual([
      expect.objectContaining({ categoryId: 11, organisationId: 1, enabled: true, emissionFactor: 40 }),
    ]);
    await expect(service.create(999, member, form)).rejects.toMatchObject({ code: 'IMPACT_CATEGORY_NOT_FOUND' });
    expect(seen.inserted).toHaveLength(1);
  });

  it('disables and enables an own model; a library model for platform admins only', async () => {
    const { service, seen } = world();
    expect(await service.setEnabled(3, false, member)).toMatchObject({
      message: fr.impact.disabled,
      model: { id: 3, enabled: false },
    });
    expect(await service.setEnabled(3, true, member)).toMatchObject({ message: fr.impact.enabled });
    const refused = service.setEnabled(1, false, member);
    await expect(refused).rejects.toBeInstanceOf(ForbiddenError);
    await expect(refused).rejects.toMatchObject({
      code: 'IMPACT_LIBRARY_ADMIN_ONLY',
      message: fr.impact.errors.libraryAdmin,
    });
    await service.setEnabled(1, false, platformAdmin);
    await expect(service.setEnabled(4, false, platformAdmin)).rejects.toMatchObject({
      code: 'IMPACT_MODEL_NOT_FOUND',
    });
    expect(seen.updates).toEqual([
      [3, { enabled: false }],
      [3, { enabled: true }],
      [1, { enabled: false }],
    ]);
  });
});
