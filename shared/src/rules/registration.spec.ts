import { visibleOrganismNameField } from './registration.js';

describe('registration blocks', () => {
  it('shows the name field of the chosen organism type only', () => {
    expect(visibleOrganismNameField('rna')).toBe('rnaName');
    expect(visibleOrganismNameField('sirene')).toBe('sireneName');
    expect(visibleOrganismNameField('gouv')).toBe('gouvName');
    expect(visibleOrganismNameField('')).toBeNull();
    expect(visibleOrganismNameField('toString')).toBeNull();
  });
});
