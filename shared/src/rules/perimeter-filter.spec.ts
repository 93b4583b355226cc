import { Role } from '../enums/identity.js';
import {
  canFilterByServices,
  choiceOfChecked,
  hasPerimeter,
  perimeterForm,
  perimeterOf,
  readCodes,
  readPerimeterParams,
  servicesLabel,
  writePerimeterParams,
} from './perimeter-filter.js';

/** A list's address, as much of URLSearchParams as the rules use (shared/ has no DOM types). */
class Params {
  private readonly values = new Map<string, string>();
  constructor(entries: Record<string, string> = {}) {
    for (const [key, value] of Object.entries(entries)) this.values.set(key, value);
  }
  get(name: string) {
    return this.values.get(name) ?? null;
  }
  set(name: string, value: string) {
    this.values.set(name, value);
  }
  entries() {
    return Object.fromEntries(this.values);
  }
}

const tree = new Map([
  ['1', { parent: null, nbChildren: 2 }],
  ['2', { parent: '1', nbChildren: 1 }],
  ['3', { parent: '1', nbChildren: 0 }],
  ['4', { parent: '2', nbChildren: 0 }],
]);

describe('the user services filter rules', () => {
  it('reads comma-separated codes, trimmed, without blanks or repeats', () => {
    expect(readCodes(' 12, 4,,12 ,')).toEqual(['12', '4']);
    expect(readCodes(undefined)).toEqual([]);
    expect(readCodes('')).toEqual([]);
  });

  it('turns a checked tree into the three fields: folders whole, services alone, what a checked folder covers left out', () => {
    expect(choiceOfChecked(['1', '2', '3', '4'], tree)).toEqual({ all: ['1'], selected: [], unselected: [] });
    expect(choiceOfChecked(['3', '2', '4'], tree)).toEqual({ all: ['2'], selected: ['3'], unselected: [] });
    expect(choiceOfChecked(['4'], tree)).toEqual({ all: [], selected: ['4'], unselected: [] });
    // A code the dropdown does not know is not chosen.
    expect(choiceOfChecked(['9'], tree)).toEqual({ all: [], selected: [], unselected: [] });
    expect(perimeterForm({ all: ['2'], selected: ['3', '4'], unselected: [] })).toEqual({
      perimeter_services_all: '2',
      perimeter_selected: '3,4',
    });
    expect(perimeterForm({ all: [], selected: [], unselected: [] })).toEqual({});
  });

  it('names the choice in at most 20 characters, or says to choose', () => {
    expect(servicesLabel([], 'Sélectionnez un filtre')).toBe('Sélectionnez un filtre');
    expect(servicesLabel(['Pharmacie'], 'x')).toBe('Pharmacie');
    expect(servicesLabel(['Direction des achats'], 'x')).toBe('Direction des achats');
    const cut = servicesLabel(['Service biomédical', 'Pharmacie'], 'x');
    expect(cut).toBe('Service biomédical,…');
    expect(cut.length).toBeLessThanOrEqual(20);
  });

  it('keeps the fields in a list’s address, codes only', () => {
    const search = writePerimeterParams(new Params({ page: '2' }), { perimeter_selected: '3,4' });
    expect(search.entries()).toEqual({ page: '2', perimeter_selected: '3,4' });
    expect(readPerimeterParams(search)).toEqual({ perimeter_selected: '3,4' });
    expect(readPerimeterParams(new Params({ perimeter_services_all: '1,abc', perimeter_unselected: 'x' }))).toEqual({
      perimeter_services_all: '1',
    });
    expect(perimeterOf({ perimeter_unselected: '5', keyword: 'chaise' } as never)).toEqual({
      perimeter_unselected: '5',
    });
    expect(hasPerimeter({})).toBe(false);
    expect(hasPerimeter({ perimeter_unselected: '5' })).toBe(true);
  });

  it('offers the filter to organisation and platform admins only', () => {
    expect(canFilterByServices([Role.User, Role.OrganisationAdmin])).toBe(true);
    expect(canFilterByServices([Role.PlatformAdmin])).toBe(true);
    expect(canFilterByServices([Role.User, Role.Moderator])).toBe(false);
    expect(canFilterByServices([])).toBe(false);
  });
});
