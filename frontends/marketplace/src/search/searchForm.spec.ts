import { RequestType, SwapType } from '@troc/shared';
import { activeFilters, resetSearch } from './activeFilters';
import { fromFields, toFields } from './searchFields';
import {
  emptySearch,
  parseSearch,
  parseSearchUrl,
  priceFromSlider,
  PRICE_SLIDER_MAX,
  searchPath,
  toSearchForm,
  type SearchValues,
} from './searchForm';

const full: SearchValues = {
  keyword: 'chaise ergonomique',
  category: ['mobilier', 'informatique-telephonie'],
  area: { type: 'departement', slug: 'gironde' },
  distance: 25,
  requestType: [RequestType.Offer],
  swapType: [SwapType.Don, SwapType.Vente],
  fromClientName: 'CHU de Bordeaux',
  tama: true,
  publishedAfter: '2026-01-31',
  publishedBefore: '2026-12-01',
  priceMin: 10,
  priceMax: 250,
  sortBy: 'price.asc',
  perimeter: {},
};

const parse = (path: string, query = '') => parseSearch(path, new URLSearchParams(query));

describe('search address', () => {
  it('writes the same shape as the server’s url answer', () => {
    expect(
      searchPath({ ...emptySearch(), category: ['mobilier'], area: { type: 'city', slug: 'bordeaux-33063' } }),
    ).toBe('/fr/search/category/mobilier/city/bordeaux-33063/');
    expect(searchPath({ ...emptySearch(), keyword: 'bureau', swapType: [SwapType.Don, SwapType.Pret] })).toBe(
      '/fr/search/?keyword=bureau&swapType=Don%2CPret',
    );
    expect(searchPath(emptySearch())).toBe('/fr/search/');
  });

  it('reads back every field it writes', () => {
    const url = searchPath(full);
    expect(parseSearchUrl(url)).toEqual(full);
    const single = { ...full, category: ['mobilier'], area: { type: 'city' as const, slug: 'lyon-69123' } };
    expect(searchPath(single)).toMatch(/^\/fr\/search\/category\/mobilier\/city\/lyon-69123\/\?/);
    expect(parseSearchUrl(searchPath(single))).toEqual(single);
  });

  it('reads the segments of the routes', () => {
    expect(parse('toutes-les-annonces/')).toEqual(emptySearch());
    expect(parse('category/mobilier/')?.category).toEqual(['mobilier']);
    expect(parse('region/nouvelle-aquitaine/')?.area).toEqual({ type: 'region', slug: 'nouvelle-aquitaine' });
    expect(parse('category/mobilier/', 'category=literie')?.category).toEqual(['mobilier', 'literie']);
  });

  it('refuses paths it does not know', () => {
    expect(parse('operation/xyz/')).toBeNull();
    expect(parse('category/')).toBeNull();
    expect(parse('nimporte-quoi/')).toBeNull();
  });

  it('drops what is not valid: "*", unknown choices, bad dates and distances', () => {
    const values = parse(
      '',
      'swapType=*,Don,Troc&requestType=*&publishedAfter=31/01/2026&distance=9999&sortBy=name.asc&category=*',
    )!;
    expect(values.swapType).toEqual([SwapType.Don]);
    expect(values.requestType).toEqual([]);
    expect(values.category).toEqual([]);
    expect(values.publishedAfter).toBeNull();
    expect(values.distance).toBeNull();
    expect(values.sortBy).toBe('distance.desc');
  });

  it('sorts the two price bounds', () => {
    const values = parse('', 'priceMin=500&priceMax=100')!;
    expect([values.priceMin, values.priceMax]).toEqual([100, 500]);
  });
});

describe('price range', () => {
  it('is inactive with the handles at 0 and at the slider’s top', () => {
    expect(priceFromSlider([0, PRICE_SLIDER_MAX])).toEqual({ priceMin: null, priceMax: null });
    expect(toSearchForm({ ...emptySearch(), ...priceFromSlider([0, PRICE_SLIDER_MAX]) }).priceRange).toBeUndefined();
  });

  it('is active when the minimum is above 0 or the maximum below the top', () => {
    expect(priceFromSlider([50, PRICE_SLIDER_MAX])).toEqual({ priceMin: 50, priceMax: null });
    expect(priceFromSlider([0, 300])).toEqual({ priceMin: null, priceMax: 300 });
    expect(toSearchForm({ ...emptySearch(), priceMin: 50, priceMax: null }).priceRange).toEqual({ rangeMin: 50 });
  });

  it('sorts handles that crossed', () => {
    expect(priceFromSlider([800, 200])).toEqual({ priceMin: 200, priceMax: 800 });
  });

  it('keeps bounds read from the address beyond the slider while the handles are untouched', () => {
    const current = { ...emptySearch(), priceMin: 100, priceMax: 9000 };
    const fields = toFields(current);
    expect(fields.price).toEqual([100, PRICE_SLIDER_MAX]);
    expect(fromFields(fields, current)).toMatchObject({ priceMin: 100, priceMax: 9000 });
    expect(fromFields({ ...fields, price: [200, PRICE_SLIDER_MAX] }, current)).toMatchObject({
      priceMin: 200,
      priceMax: null,
    });
  });
});

describe('search_form', () => {
  it('sends only the filters that are set, the area under its own name', () => {
    expect(toSearchForm(emptySearch())).toEqual({ sortBy: 'distance.desc' });
    expect(toSearchForm(full)).toEqual({
      keyword: 'chaise ergonomique',
      category: ['mobilier', 'informatique-telephonie'],
      departement: 'gironde',
      distance: 25,
      requestType: ['Offer'],
      swapType: ['Don', 'Vente'],
      fromClientName: 'CHU de Bordeaux',
      tama: true,
      publishedAfter: '2026-01-31',
      publishedBefore: '2026-12-01',
      priceRange: { rangeMin: 10, rangeMax: 250 },
      sortBy: 'price.asc',
    });
  });

  it('reads dates from the form as dd/mm/yyyy pickers give them', () => {
    const fields = toFields(full);
    expect(fields.publishedAfter?.format('DD/MM/YYYY')).toBe('31/01/2026');
    expect(fromFields({ ...fields, publishedAfter: null }, full).publishedAfter).toBeNull();
    expect(fromFields(fields, full)).toEqual(full);
  });
});

describe('active filters', () => {
  const names = { category: (slug: string) => `Catégorie ${slug}`, area: () => 'Gironde (33)' };

  it('lists each filter with a French label', () => {
    expect(activeFilters(full, names).map((f) => f.label)).toEqual([
      '« chaise ergonomique »',
      'Catégorie mobilier',
      'Catégorie informatique-telephonie',
      'Gironde (33)',
      'Rayon : 25 km',
      'Offre',
      'Don',
      'Vente',
      'Organisation : CHU de Bordeaux',
      'TAMA',
      'Après le 31/01/2026',
      'Avant le 01/12/2026',
      'De 10,00\u00a0€ à 250,00\u00a0€',
    ]);
    expect(activeFilters(emptySearch(), names)).toEqual([]);
  });

  it('removes one filter and leaves the others', () => {
    const don = activeFilters(full, names).find((f) => f.key === 'swapType:Don')!;
    expect(don.without).toEqual({ ...full, swapType: [SwapType.Vente] });
    const category = activeFilters(full, names).find((f) => f.key === 'category:mobilier')!;
    expect(category.without.category).toEqual(['informatique-telephonie']);
  });

  it('resets everything but the sort', () => {
    expect(resetSearch(full)).toEqual({ ...emptySearch(), sortBy: 'price.asc' });
  });

  it('keeps the services filter in the address and sends it with the search form', () => {
    const chosen = { ...full, perimeter: { perimeter_services_all: '12', perimeter_unselected: '14' } };
    const path = searchPath(chosen);
    expect(path).toContain('perimeter_services_all=12');
    expect(parseSearchUrl(path)).toEqual(chosen);
    expect(toSearchForm(chosen)).toMatchObject({ perimeter_services_all: '12', perimeter_unselected: '14' });
    expect(toSearchForm(full)).not.toHaveProperty('perimeter_selected');
  });
});
