import { RequestType } from '../enums/marketplace.js';
import { emptySearch, parseSearchUrl, searchPath, type SearchValues } from './search-address.js';

describe('the address of a search', () => {
  it('is read back as written, path segments and query alike', () => {
    const values: SearchValues = {
      ...emptySearch(),
      keyword: 'chaise à roulettes',
      category: ['mobilier'],
      area: { type: 'city', slug: 'bordeaux-33063' },
      distance: 25,
      requestType: [RequestType.Offer],
      priceMin: 0,
      priceMax: 150,
      sortBy: 'price.asc',
    };
    const url = searchPath(values);
    expect(url).toBe(
      '/fr/search/category/mobilier/city/bordeaux-33063/?keyword=chaise+%C3%A0+roulettes&distance=25&sortBy=price.asc&requestType=Offer&priceMax=150',
    );
    expect(parseSearchUrl(url)).toEqual({ ...values, priceMin: null });
    expect(searchPath(emptySearch())).toBe('/fr/search/');
  });

  it('refuses a path it does not know and drops values it cannot read', () => {
    expect(parseSearchUrl('/fr/search/color/red/')).toBeNull();
    expect(parseSearchUrl('/fr/search/?distance=9999&publishedAfter=2024-13-45&sortBy=nope')).toEqual(emptySearch());
  });
});
