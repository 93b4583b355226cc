import { DEFAULT_FACTORS } from '../../shared/default-factors.data.js';
import { ImpactSources } from './impact-sources.service.js';
import type { LibrarySourceRow } from './impact.queries.js';

// The methodology page's sources with the impact queries faked: no database.
function world(rows: LibrarySourceRow[], names: Record<number, string>) {
  const asked: number[][] = [];
  const queries = {
    librarySources: async () => rows,
    categoryNames: async (ids: number[]) => {
      asked.push(ids);
      return ids.filter((id) => names[id]).map((id) => ({ id, name: names[id]!, parentId: null }));
    },
  };
  return { service: new ImpactSources(...([queries] as never as ConstructorParameters<typeof ImpactSources>)), asked };
}

describe('the sources of the methodology page', () => {
  it('lists each library source with its extract day, current while one of its models is enabled', async () => {
    const { service } = world(
      [
        {
          label: 'Base Empreinte',
          version: '23.0',
          models: 420,
          loadedAt: new Date('2024-03-05T10:00:00Z'),
          enabledModels: 420,
        },
        { label: 'Base Empreinte', version: '22.0', models: 400, loadedAt: new Date('invalid'), enabledModels: 0 },
        { label: 'Ancienne', version: null, models: 3, loadedAt: null, enabledModels: 0 },
      ],
      {},
    );
    expect((await service.sources()).sources).toEqual([
      { label: 'Base Empreinte', version: '23.0', models: 420, extractDate: '2024-03-05', current: true },
      { label: 'Base Empreinte', version: '22.0', models: 400, extractDate: null, current: false },
      { label: 'Ancienne', version: null, models: 3, extractDate: null, current: false },
    ]);
  });

  it('names each default factor’s category and parent, leaving out the categories not in the database', async () => {
    const { service, asked } = world([], { 1: 'Mobilier', 102: 'Sièges et fauteuils', 2: 'Informatique' });
    const { defaultFactors } = await service.sources();
    expect(defaultFactors.map((f) => [f.categoryId, f.category, f.parent])).toEqual([
      [1, 'Mobilier', null],
      [2, 'Informatique', null],
      [102, 'Sièges et fauteuils', 'Mobilier'],
    ]);
    expect(defaultFactors[2]!.factor).toEqual({
      key: 'divers . ameublement . meubles . chaise . empreinte',
      label: DEFAULT_FACTORS[102]!.label,
      unit: 'item',
      kgCo2ePerUnit: 25.9333,
      source: DEFAULT_FACTORS[102]!.source,
    });
    // A category without a defensible factor is listed with none.
    expect(defaultFactors[1]!.factor).toBeNull();
    // The names are read once, the parents with their children.
    expect(asked).toHaveLength(1);
    expect(asked[0]).toEqual(expect.arrayContaining([1, 2, 101, 102, 1103, 11]));
  });
});
