import { Visibility as V } from '../enums/marketplace.js';
import {
  levelOfVisibility,
  normaliseVisibility,
  toggleVisibility,
  VISIBILITY_LEVELS,
  visibilityNeedsSwapType,
  visibilityOfLevel,
} from './visibility.js';

describe('visibility interlocks', () => {
  it('ticking Individual ticks External, Group and Internal and drops Private', () => {
    expect(toggleVisibility([V.Private], V.Individual, true)).toEqual([V.Individual, V.External, V.Group, V.Internal]);
  });

  it('ticking External ticks Group and Internal', () => {
    expect(toggleVisibility([], V.External, true)).toEqual([V.External, V.Group, V.Internal]);
  });

  it('ticking Private unticks everything else', () => {
    expect(toggleVisibility([V.External, V.Group, V.Internal], V.Private, true)).toEqual([V.Private]);
  });

  it('unticking an implied value unticks what implied it', () => {
    const all = [V.Individual, V.External, V.Group, V.Internal];
    expect(toggleVisibility(all, V.Group, false)).toEqual([V.Internal]);
    expect(toggleVisibility(all, V.External, false)).toEqual([V.Group, V.Internal]);
    expect(toggleVisibility(all, V.Individual, false)).toEqual([V.External, V.Group, V.Internal]);
  });

  it('the server adds implied values and refuses Private mixed with others', () => {
    expect(normaliseVisibility([V.Individual])).toEqual([V.Individual, V.External, V.Group, V.Internal]);
    expect(normaliseVisibility([V.Internal])).toEqual([V.Internal]);
    expect(normaliseVisibility([V.Private, V.Internal])).toBeNull();
  });

  it('asks for a swap type as soon as the listing leaves the organisation', () => {
    expect(visibilityNeedsSwapType([V.Internal])).toBe(false);
    expect(visibilityNeedsSwapType([V.Group, V.Internal])).toBe(true);
    expect(visibilityNeedsSwapType([V.Private])).toBe(true);
  });

  it('ignores values outside the enumeration instead of failing on them', () => {
    expect(normaliseVisibility(['toString', 'External'] as never)).toEqual(['External', 'Group', 'Internal']);
    expect(normaliseVisibility(['constructor'] as never)).toEqual([]);
  });
});

describe('visibility levels: one choice, the interlocks underneath', () => {
  it('records each level as a list the interlocks leave unchanged', () => {
    for (const level of Object.values(V)) {
      const values = visibilityOfLevel(level);
      expect(normaliseVisibility(values)).toEqual(values);
      expect(levelOfVisibility(values)).toBe(level);
    }
  });

  it('gives « Toutes les organisations » its group and organisation, « Mon groupe » its organisation', () => {
    expect(visibilityOfLevel(V.External)).toEqual([V.External, V.Group, V.Internal]);
    expect(visibilityOfLevel(V.Group)).toEqual([V.Group, V.Internal]);
    expect(visibilityOfLevel(V.Private)).toEqual([V.Private]);
  });

  it('shows a stored list as its widest value, none when empty', () => {
    expect(levelOfVisibility([V.Group])).toBe(V.Group);
    expect(levelOfVisibility([V.Internal, V.External])).toBe(V.External);
    expect(levelOfVisibility([])).toBeNull();
    expect(Object.keys(VISIBILITY_LEVELS)).toHaveLength(5);
  });
});
