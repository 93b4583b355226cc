import { type EstablishmentType, fr } from '@troc/shared';
import { FormError } from '../../core/errors/index.js';
import type { Establishment } from './entities/establishment.entity.js';
import type { EstablishmentSeed } from './establishment-directory.data.js';
import type { EstablishmentRow } from './establishment.queries.js';
import { EstablishmentService } from './establishment.service.js';

// The establishment directory with its queries faked on an in-memory table: no database.
const seed = (value: string, over: Partial<EstablishmentSeed> = {}): EstablishmentSeed => ({
  value,
  type: 'hospital',
  regionCode: '75',
  regionName: 'Nouvelle-Aquitaine',
  departement: '33',
  label: `Site ${value}`,
  city: 'Bordeaux',
  ...over,
});

function world(stored: EstablishmentSeed[] = []) {
  let next = 1;
  const table: Establishment[] = stored.map((s) => ({ ...s, id: next++ }));
  const manager = { tx: true };
  const seen = {
    transactions: 0,
    inserted: [] as [unknown, string[]][],
    updated: [] as [unknown, number, Partial<EstablishmentRow>][],
    deleted: [] as [unknown, number[]][],
    regionsOf: [] as string[],
    sitesOf: [] as [string, string | null][],
    byValue: [] as string[],
  };
  const queries = {
    all: async () => table.map((row) => ({ ...row })),
    insertMissing: async (m: unknown, rows: EstablishmentRow[]) => {
      seen.inserted.push([m, rows.map((r) => r.value)]);
      for (const row of rows) table.push({ ...row, id: next++ });
    },
    update: async (m: unknown, id: number, row: Partial<EstablishmentRow>) => {
      seen.updated.push([m, id, row]);
      Object.assign(
        table.find((r) => r.id === id)!,
        row,
      );
    },
    deleteByIds: async (m: unknown, ids: number[]) => {
      seen.deleted.push([m, ids]);
      for (const id of ids)
        table.splice(
          table.findIndex((r) => r.id === id),
          1,
        );
    },
    regionsOf: async (type: EstablishmentType) => {
      seen.regionsOf.push(type);
      return [...new Set(table.filter((r) => r.type === type).map((r) => r.regionName))];
    },
    sitesOf: async (type: EstablishmentType, region: string | null) => {
      seen.sitesOf.push([type, region]);
      return table
        .filter((r) => r.type === type && (region === null || r.regionName === region || r.regionCode === region))
        .map(({ label, value }) => ({ label, value }));
    },
    byValue: async (value: string) => (seen.byValue.push(value), table.find((r) => r.value === value) ?? null),
  };
  const transactions = { run: <T>(work: (m: unknown) => Promise<T>) => ((seen.transactions += 1), work(manager)) };
  const service = new EstablishmentService(
    ...([queries, transactions] as never as ConstructorParameters<typeof EstablishmentService>),
  );
  return { service, seen, table, manager };
}

describe('loading the directory', () => {
  it('adds the new sites, updates the changed ones and removes the gone ones, in one transaction', async () => {
    const { service, seen, table, manager } = world([seed('A'), seed('B'), seed('C')]);
    const changed = await service.load([seed('A'), seed('B', { city: 'Pessac' }), seed('D')]);
    expect(changed).toBe(3);
    expect(seen.transactions).toBe(1);
    expect(seen.inserted).toEqual([[manager, ['D']]]);
    expect(seen.updated).toEqual([[manager, 2, { ...seed('B', { city: 'Pessac' }) }]]);
    expect(seen.deleted).toEqual([[manager, [3]]]);
    expect(table.map((r) => [r.value, r.city])).toEqual([
      ['A', 'Bordeaux'],
      ['B', 'Pessac'],
      ['D', 'Bordeaux'],
    ]);
  });

  it('changes nothing, and opens no transaction, when loaded twice', async () => {
    const { service, seen } = world();
    const directory = [seed('A'), seed('B')];
    expect(await service.load(directory)).toBe(2);
    expect(await service.load(directory)).toBe(0);
    expect(seen.transactions).toBe(1);
  });

  it('updates a site on any of its fields but its value', async () => {
    const fields: Partial<EstablishmentSeed>[] = [
      { type: 'university' },
      { regionCode: '84' },
      { regionName: 'Occitanie' },
      { departement: '40' },
      { label: 'CHU' },
      { city: 'Pau' },
    ];
    for (const over of fields) {
      const { service, seen } = world([seed('A')]);
      expect(await service.load([seed('A', over)])).toBe(1);
      expect(seen.updated).toHaveLength(1);
      expect(seen.inserted[0]![1]).toEqual([]);
    }
  });

  it('keeps the last of two seeds of one value', async () => {
    const { service, table } = world();
    await service.load([seed('A', { city: 'Dax' }), seed('A', { city: 'Pau' })]);
    expect(table.map((r) => [r.value, r.city])).toEqual([['A', 'Pau']]);
  });
});

describe('the régions and sites of a type', () => {
  const directory = [
    seed('ES-1', { label: 'Hôpital Nord', regionName: 'Île-de-France', regionCode: '11' }),
    seed('ES-2', { label: 'hôpital de Bastia', regionName: 'Corse', regionCode: '94' }),
    seed('ES-3', { label: 'Centre 10', regionName: 'Auvergne-Rhône-Alpes', regionCode: '84' }),
    seed('ES-4', { label: 'Centre 9', regionName: 'Auvergne-Rhône-Alpes', regionCode: '84' }),
    seed('ES-5', { label: 'Hôpital Nord', regionName: 'Corse', regionCode: '94' }),
    seed('UN-1', { type: 'university', label: 'Université', regionName: 'Bretagne', regionCode: '53' }),
  ];

  it('lists the régions of a type in French order, accents and case aside', async () => {
    const { service } = world(directory);
    expect(await service.regions('hospital')).toEqual(['Auvergne-Rhône-Alpes', 'Corse', 'Île-de-France']);
    expect(await service.regions('university')).toEqual(['Bretagne']);
  });

  it('reads nothing for an unknown type', async () => {
    const { service, seen } = world(directory);
    expect(await service.regions('casino')).toEqual([]);
    expect(await service.sites('casino', 'Corse')).toEqual({});
    expect(seen.regionsOf).toEqual([]);
    expect(seen.sitesOf).toEqual([]);
  });

  it('gives label → value in French order of labels, numbers read as numbers', async () => {
    const { service, seen } = world(directory);
    const sites = await service.sites('hospital', 'Auvergne-Rhône-Alpes');
    expect(Object.entries(sites)).toEqual([
      ['Centre 9', 'ES-4'],
      ['Centre 10', 'ES-3'],
    ]);
    expect(seen.sitesOf).toEqual([['hospital', 'Auvergne-Rhône-Alpes']]);
  });

  it('lists every région without one, keeping the first value, in order of values, of a label found twice', async () => {
    const { service, seen } = world(directory);
    const sites = await service.sites('hospital', '');
    expect(Object.entries(sites)).toEqual([
      ['Centre 9', 'ES-4'],
      ['Centre 10', 'ES-3'],
      ['hôpital de Bastia', 'ES-2'],
      ['Hôpital Nord', 'ES-1'],
    ]);
    expect(seen.sitesOf).toEqual([['hospital', null]]);
  });
});

describe('one site and the check of a choice', () => {
  const { service, seen } = world([seed('ES-33-chu', { label: 'CHU de Bordeaux' })]);

  it('describes a site by its value, and none for an unknown one', async () => {
    expect(await service.site('ES-33-chu')).toEqual({
      type: 'hospital',
      region: 'Nouvelle-Aquitaine',
      regionCode: '75',
      label: 'CHU de Bordeaux',
      value: 'ES-33-chu',
      city: 'Bordeaux',
    });
    expect(await service.site('ES-00-nulle-part')).toBeNull();
  });

  it('reads no value that is empty or longer than a stored one', async () => {
    seen.byValue.length = 0;
    expect(await service.site('')).toBeNull();
    expect(await service.site('x'.repeat(65))).toBeNull();
    expect(seen.byValue).toEqual([]);
    await service.site('x'.repeat(64));
    expect(seen.byValue).toEqual(['x'.repeat(64)]);
  });

  it('clears the choice when nothing is chosen, and keeps a known site, trimmed', async () => {
    for (const nothing of [undefined, null, '', '   '])
      expect(await service.checkChoice('establishment', nothing)).toBeNull();
    expect(await service.checkChoice('establishment', ' ES-33-chu ')).toBe('ES-33-chu');
  });

  it('refuses an unknown site, a list or a value too long on the field, in French', async () => {
    for (const wrong of ['ES-00-nulle-part', ['a'], 'x'.repeat(65), 42]) {
      const checking = service.checkChoice('establishmentValue', wrong);
      await expect(checking).rejects.toBeInstanceOf(FormError);
      await expect(checking).rejects.toMatchObject({
        code: 'FORM_INVALID',
        errors: { establishmentValue: [fr.establishment.errors.siteUnknown] },
      });
    }
  });
});
