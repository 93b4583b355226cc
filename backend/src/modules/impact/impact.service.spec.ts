import { fr, ImpactResultRule, ImpactUnit, Role, t } from '@troc/shared';
import { anActor } from '../../../test/support/actors.js';
import { ConflictError, ForbiddenError, FormError, NotFoundError } from '../../core/errors/index.js';
import type { ImpactModelFormDto } from './dto/impact.dto.js';
import type { ImpactCategory } from './entities/impact-category.entity.js';
import type { ImpactChoice } from './entities/impact-choice.entity.js';
import type { ImpactModel } from './entities/impact-model.entity.js';
import type { ChosenFigure } from './impact-figures.service.js';
import type { ImpactSubject } from './impact-subjects.js';
import type { ModelFilter } from './impact.queries.js';
import { ImpactService } from './impact.service.js';

// The carbon modal's rules with the impact queries, the subjects and the figures faked: no database.
const member = anActor({ id: 2, organisationId: 1 });
const platformAdmin = anActor({ id: 3, organisationId: 1, roles: [Role.User, Role.PlatformAdmin] });

const category = (id: number, slug: string, parentId: number | null): ImpactCategory =>
  ({ id, slug, title: slug, parentId, position: 0 }) as ImpactCategory;
const categories = [category(1, 'divers', null), category(10, 'ameublement', 1), category(11, 'numerique', 1)];

const model = (id: number, over: Partial<ImpactModel> = {}): ImpactModel =>
  ({
    id,
    slug: `m${id}`,
    title: `Modèle ${id}`,
    sourceUniqueId: null,
    description: null,
    outputUnit: ImpactUnit.KgCo2e,
    inputUnit1: ImpactUnit.Unit,
    inputUnit2: null,
    emissionFactor: 50,
    sourceLabel: 'Base Empreinte',
    sourceVersion: '23.0',
    displayDate: null,
    calculationRule: [{ unit: ImpactUnit.Unit, value: 1 }],
    resultRule: ImpactResultRule.FactorTimesInput,
    categoryId: 10,
    organisationId: null,
    enabled: true,
    ...over,
  }) as ImpactModel;
const TABLE = 1;
const PER_KG = 2;
const OWN = 3;
const FOREIGN = 4;
const OFF = 5;

const listingSubject = (over: Partial<ImpactSubject> = {}): ImpactSubject => ({
  mode: 'troc',
  id: 40,
  weightGrams: 17_500,
  requestedQuantity: null,
  trocId: null,
  canChoose: true,
  byDefault: { categoryId: 102, quantity: 1, unitWeightGrams: 17_500 },
  ...over,
});

function world(options: { subject?: ImpactSubject; figure?: Partial<ChosenFigure>; chosen?: number[] } = {}) {
  const models = new Map(
    [
      model(TABLE),
      model(PER_KG, { inputUnit1: ImpactUnit.Kilogram, calculationRule: [{ unit: ImpactUnit.Kilogram, value: null }] }),
      model(OWN, { organisationId: 1 }),
      model(FOREIGN, { organisationId: 9 }),
      model(OFF, { enabled: false }),
    ].map((m) => [m.id, m]),
  );
  const chosen = new Set(options.chosen ?? []);
  const seen = {
    pages: [] as { filter: ModelFilter; page: number; size: number }[],
    choices: [] as Partial<ImpactChoice>[],
    deleted: [] as number[],
    inserted: [] as Partial<ImpactModel>[],
    updates: [] as [number, Partial<ImpactModel>][],
    subjects: [] as string[],
  };
  const queries = {
    categoryBySlug: async (slug: string) => categories.find((c) => c.slug === slug) ?? null,
    categoryById: async (id: number) => categories.find((c) => c.id === id) ?? null,
    categoriesByIds: async (ids: number[]) => categories.filter((c) => ids.includes(c.id)),
    children: async (parentId: number | null) =>
      categories.filter((c) => c.parentId === parentId).map((c) => ({ ...c, hasChildren: c.id === 1 })),
    subtreeIds: async (id: number) => categories.filter((c) => c.id === id || c.parentId === id).map((c) => c.id),
    modelsPage: async (filter: ModelFilter, page: number, size: number) => {
      seen.pages.push({ filter, page, size });
      return [[models.get(TABLE)!], 1] as [ImpactModel[], number];
    },
    modelById: async (id: number) => models.get(id) ?? null,
    choice: async (_mode: string, _subjectId: number, modelId: number) =>
      chosen.has(modelId) ? ({ modelId } as ImpactChoice) : null,
    insertChoice: async (_m: unknown, values: Partial<ImpactChoice>) => void seen.choices.push(values),
    deleteChoice: async (_m: unknown, _mode: string, _id: number, modelId: number) => void seen.deleted.push(modelId),
    insertModel: async (_m: unknown, values: Partial<ImpactModel>) => {
      seen.inserted.push(values);
      const created = model(60, values);
      models.set(60, created);
      return created;
    },
    updateModel: async (_m: unknown, id: number, values: Partial<ImpactModel>) => {
      seen.updates.push([id, values]);
      models.set(id, { ...models.get(id)!, ...values });
    },
    categoryNames: async (ids: number[]) =>
      ids.includes(102) ? [{ id: 102, name: 'Sièges et fauteuils', parentId: 1 }] : [],
  };
  const subject = options.subject ?? listingSubject();
  const subjects = {
    resolve: async (mode: string, slug: string) => {
      seen.subjects.push(`resolve ${mode} ${slug}`);
      return subject;
    },
    chooser: async (mode: string, slug: string) => {
      seen.subjects.push(`chooser ${mode} ${slug}`);
      return subject;
    },
  };
  const figures = {
    figure: async () => ({ choices: [], carbone: 12.5, from: 'subject', ...options.figure }) as ChosenFigure,
  };
  const transactions = { run: <T>(work: (manager: unknown) => Promise<T>) => work({}) };
  const service = new ImpactService(
    ...([queries, subjects, figures, transactions] as never as ConstructorParameters<typeof ImpactService>),
  );
  return { service, seen };
}

const form = (over: Partial<ImpactModelFormDto> = {}) =>
  ({
    title: 'Étagère métal',
    inputUnit1: 'kg',
    emissionFactor: 3,
    sourceLabel: 'Fiche fournisseur',
    ...over,
  }) as ImpactModelFormDto;

describe('browsing the tree', () => {
  it('answers 404 for an unknown category', async () => {
    const attempt = world().service.category('pas-une-categorie', member, null);
    await expect(attempt).rejects.toBeInstanceOf(NotFoundError);
    await expect(attempt).rejects.toMatchObject({
      code: 'IMPACT_CATEGORY_NOT_FOUND',
      message: fr.impact.errors.categoryNotFound,
    });
  });

  it('lists the children of a folder, with their parent’s slug, and no model', async () => {
    const { service, seen } = world();
    const answer = await service.category('divers', member, null);
    expect(answer.category).toMatchObject({ slug: 'divers', parentSlug: null, hasChildren: false });
    expect(answer.data).toEqual({
      list: [
        { id: 10, slug: 'ameublement', title: 'ameublement', parentSlug: 'divers', hasChildren: false },
        { id: 11, slug: 'numerique', title: 'numerique', parentSlug: 'divers', hasChildren: false },
      ],
    });
    expect(seen.pages).toEqual([]);
  });

  it('lists the models of a leaf, or of a folder’s subtree when searched, for the actor’s organisation', async () => {
    const { service, seen } = world();
    const leaf = await service.category('ameublement', member, null);
    expect(leaf.data).toEqual({ models: [expect.objectContaining({ id: TABLE, own: false })] });
    await service.category('divers', member, 'chaise');
    expect(seen.pages).toEqual([
      { filter: { organisationId: 1, categoryIds: [10], query: undefined }, page: 1, size: 50 },
      { filter: { organisationId: 1, categoryIds: [1, 10, 11], query: 'chaise' }, page: 1, size: 50 },
    ]);
  });
});

describe('the chosen models of a listing or an exchange', () => {
  it('pages the subject’s own choices with the figure, and announces no default then', async () => {
    const choice = (modelId: number) => ({ choice: { modelId, values: [] } as unknown as ImpactChoice, perUnit: 2 });
    const own = [TABLE, OWN, PER_KG].map((id) => ({ ...choice(id), model: model(id) }));
    const { service, seen } = world({ figure: { choices: own, carbone: 6, from: 'subject' } });
    const page = await service.current('troc', 't40', member, 2, 2);
    expect(page).toMatchObject({ total: 3, carbone: 6, from: 'subject', canChoose: true, defaultFactor: null });
    expect(page.data.map((view) => view.id)).toEqual([PER_KG]);
    expect(seen.subjects).toEqual(['resolve troc t40']);
  });

  it('lists none of the listing’s choices an exchange inherits', async () => {
    const inherited = [{ choice: {} as ImpactChoice, model: model(TABLE), perUnit: 50 }];
    const { service } = world({ figure: { choices: inherited, carbone: 150, from: 'listing' } });
    expect(await service.current('tracker', 'e1', member, 1, 10)).toMatchObject({
      data: [],
      total: 0,
      carbone: 150,
      from: 'listing',
      defaultFactor: null,
    });
  });

  it('announces, without any choice, the default factor of the category for the exchange’s quantity', async () => {
    const exchange = listingSubject({ byDefault: { categoryId: 102, quantity: 3, unitWeightGrams: null } });
    const { service } = world({ subject: exchange, figure: { carbone: null, from: null } });
    expect((await service.current('tracker', 'e1', member, 1, 10)).defaultFactor).toEqual({
      category: 'Sièges et fauteuils',
      factor: expect.objectContaining({
        key: 'divers . ameublement . meubles . chaise . empreinte',
        unit: 'item',
        kgCo2ePerUnit: 25.9333,
      }),
      kgCo2e: 77.8,
    });
  });

  it('announces no default without a category', async () => {
    const bare = listingSubject({ byDefault: { categoryId: null, quantity: 1, unitWeightGrams: null } });
    const { service } = world({ subject: bare, figure: { carbone: null, from: null } });
    expect((await service.current('troc', 't40', member, 1, 10)).defaultFactor).toBeNull();
  });

  it('offers the models not chosen yet, in a category’s subtree', async () => {
    const { service, seen } = world();
    await service.available('troc', 't40', member, { category: 'divers', query: 'table', page: 2, size: 5 });
    expect(seen.pages).toEqual([
      {
        filter: {
          organisationId: 1,
          categoryIds: [1, 10, 11],
          query: 'table',
          notChosenFor: { mode: 'troc', subjectId: 40 },
        },
        page: 2,
        size: 5,
      },
    ]);
    await expect(
      service.available('troc', 't40', member, { category: 'inconnue', page: 1, size: 5 }),
    ).rejects.toMatchObject({ code: 'IMPACT_CATEGORY_NOT_FOUND' });
  });
});

describe('choosing a model', () => {
  it('records the choice for who may choose, with the quantity given in a unit of the model’s dimension', async () => {
    const { service, seen } = world();
    expect(await service.select('troc', 't40', PER_KG, member, { quantity: 12000, unit: 'g' })).toEqual({
      carbone: 12.5,
      message: fr.impact.selected,
    });
    expect(seen.subjects).toEqual(['chooser troc t40']);
    expect(seen.choices).toEqual([
      { mode: 'troc', subjectId: 40, modelId: PER_KG, values: [{ unit: 'g', value: 12000 }], createdById: 2 },
    ]);
    await service.select('troc', 't40', TABLE, member, {});
    await service.select('troc', 't40', OWN, member, { quantity: 4 });
    expect(seen.choices.slice(1).map((c) => c.values)).toEqual([[], [{ unit: ImpactUnit.Unit, value: 4 }]]);
  });

  it('refuses a unit of another dimension, naming the model’s unit, and records nothing', async () => {
    const { service, seen } = world();
    const attempt = service.select('troc', 't40', PER_KG, member, { quantity: 3, unit: 'km' });
    await expect(attempt).rejects.toBeInstanceOf(FormError);
    await expect(attempt).rejects.toMatchObject({
      errors: { unit: [t(fr.impact.errors.unitMismatch, { unit: 'kg' })] },
    });
    expect(seen.choices).toEqual([]);
  });

  it('answers 404 for a disabled model or another organisation’s, 409 for a model already chosen', async () => {
    for (const id of [OFF, FOREIGN, 99]) {
      const attempt = world().service.select('troc', 't40', id, member, {});
      await expect(attempt).rejects.toBeInstanceOf(NotFoundError);
      await expect(attempt).rejects.toMatchObject({
        code: 'IMPACT_MODEL_NOT_FOUND',
        message: fr.impact.errors.modelNotFound,
      });
    }
    const { service, seen } = world({ chosen: [TABLE] });
    const again = service.select('troc', 't40', TABLE, member, {});
    await expect(again).rejects.toBeInstanceOf(ConflictError);
    await expect(again).rejects.toMatchObject({
      code: 'IMPACT_MODEL_ALREADY_SELECTED',
      message: fr.impact.errors.alreadySelected,
    });
    expect(seen.choices).toEqual([]);
  });

  it('removes a chosen model, and answers 404 for one not chosen', async () => {
    const { service, seen } = world({ chosen: [TABLE] });
    expect(await service.unselect('troc', 't40', TABLE, member)).toEqual({
      carbone: 12.5,
      message: fr.impact.unselected,
    });
    expect(seen.deleted).toEqual([TABLE]);
    expect(seen.subjects).toEqual(['chooser troc t40']);
    await expect(service.unselect('troc', 't40', PER_KG, member)).rejects.toMatchObject({
      code: 'IMPACT_MODEL_NOT_SELECTED',
      message: fr.impact.errors.notSelected,
    });
    expect(seen.deleted).toEqual([TABLE]);
  });
});

describe('disabling, adding and editing models', () => {
  it('lets platform admins alone disable a library model; an own model by its members', async () => {
    const { service, seen } = world();
    const refused = service.disable('troc', 't40', TABLE, member);
    await expect(refused).rejects.toBeInstanceOf(ForbiddenError);
    await expect(refused).rejects.toMatchObject({
      code: 'IMPACT_LIBRARY_ADMIN_ONLY',
      message: fr.impact.errors.libraryAdmin,
    });
    expect(seen.updates).toEqual([]);
    expect(await service.disable('troc', 't40', TABLE, platformAdmin)).toMatchObject({ message: fr.impact.disabled });
    await service.disable('troc', 't40', OWN, member);
    expect(seen.updates).toEqual([
      [TABLE, { enabled: false }],
      [OWN, { enabled: false }],
    ]);
  });

  it('adds an own model of the organisation in the category, chosen at once for the subject', async () => {
    const { service, seen } = world();
    const added = await service.add('troc', 't40', 10, member, form({ quantity: 12 }));
    expect(seen.inserted).toEqual([
      expect.objectContaining({
        title: 'Étagère métal',
        inputUnit1: ImpactUnit.Kilogram,
        emissionFactor: 3,
        categoryId: 10,
        organisationId: 1,
        enabled: true,
        slug: expect.stringMatching(/^etagere-metal-[0-9a-f]{8}$/),
      }),
    ]);
    expect(seen.choices).toEqual([
      { mode: 'troc', subjectId: 40, modelId: 60, values: [{ unit: ImpactUnit.Kilogram, value: 12 }], createdById: 2 },
    ]);
    expect(added).toMatchObject({ carbone: 12.5, message: fr.impact.added, model: { id: 60, own: true } });
    await expect(service.add('troc', 't40', 999, member, form())).rejects.toMatchObject({
      code: 'IMPACT_CATEGORY_NOT_FOUND',
    });
    expect(seen.inserted).toHaveLength(1);
  });

  it('edits own models only: 403 for the library’s, 404 for another organisation’s', async () => {
    const { service, seen } = world();
    const edited = await service.edit(OWN, member, form({ emissionFactor: 7 }));
    expect(edited).toMatchObject({ message: fr.impact.edited, model: { id: OWN, emissionFactor: 7 } });
    expect(seen.updates).toEqual([[OWN, expect.objectContaining({ emissionFactor: 7, title: 'Étagère métal' })]]);
    const library = service.edit(TABLE, member, form());
    await expect(library).rejects.toBeInstanceOf(ForbiddenError);
    await expect(library).rejects.toMatchObject({ code: 'IMPACT_MODEL_NOT_OWN', message: fr.impact.errors.notOwn });
    await expect(service.edit(FOREIGN, member, form())).rejects.toMatchObject({ code: 'IMPACT_MODEL_NOT_FOUND' });
    expect(seen.updates).toHaveLength(1);
  });
});
