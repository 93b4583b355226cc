import { RequestType } from '@troc/shared';
import { SearchFormDto } from './dto/search.dto.js';
import { resultsFromPage, searchUrl } from './troc-search.service.js';

describe('search paging', () => {
  it('takes the count a keyword search made while reading', () => {
    expect(resultsFromPage({ offset: 40, size: 20, found: 20, counted: 1234 })).toBe(1234);
  });

  it('knows the total from a page that is not full', () => {
    expect(resultsFromPage({ offset: 40, size: 20, found: 7, counted: null })).toBe(47);
    expect(resultsFromPage({ offset: 0, size: 20, found: 0, counted: null })).toBe(0);
  });

  it('asks for a count when the page is full, or empty past the end', () => {
    expect(resultsFromPage({ offset: 0, size: 20, found: 20, counted: null })).toBeNull();
    expect(resultsFromPage({ offset: 200, size: 20, found: 0, counted: null })).toBeNull();
  });
});

describe('searchUrl', () => {
  it('writes the address the page reads back, with the area of the form', () => {
    const form = Object.assign(new SearchFormDto(), {
      keyword: 'bureau',
      category: ['mobilier'],
      departement: 'gironde',
      requestType: [RequestType.Demand],
      priceRange: { rangeMin: 0, rangeMax: 50 },
    });
    expect(searchUrl(form)).toBe(
      '/fr/search/category/mobilier/departement/gironde/?keyword=bureau&requestType=Demand&priceMax=50',
    );
  });
});
