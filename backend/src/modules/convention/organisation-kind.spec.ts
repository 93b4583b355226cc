import { OrganisationKind, OrganismType } from '@troc/shared';
import { KIND_LABELS } from './convention-format.js';
import { annuaireKind, partyKind } from './organisation-kind.js';

const gouv = (identifier: string | null) => ({
  kind: OrganisationKind.PublicService,
  organismType: OrganismType.Gouv,
  identifier,
});

describe('the kind of an organisation on the convention', () => {
  it('calls a hospital of the annuaire a public body, not a State service', () => {
    expect(partyKind(gouv('etab-sante-33063-chu'))).toBe('public_body');
    expect(KIND_LABELS[partyKind(gouv('etab-sante-33063-chu'))]).toBe('Établissement public');
    expect(partyKind(gouv('sdis-33'))).toBe('public_body');
    expect(partyKind(gouv('univ-bordeaux'))).toBe('public_body');
  });

  it('tells State services from local authorities by their annuaire type', () => {
    expect(partyKind(gouv('pref-33'))).toBe('state_service');
    expect(partyKind(gouv('minist-armees-ac'))).toBe('state_service');
    expect(partyKind(gouv('DREAL-52'))).toBe('state_service');
    expect(partyKind(gouv('mairie-33063'))).toBe('local_authority');
    expect(partyKind(gouv('cd-33'))).toBe('local_authority');
    expect(partyKind(gouv('region-52'))).toBe('local_authority');
  });

  it('keeps associations and companies, and a public organisation of unknown type a State service', () => {
    expect(partyKind({ kind: OrganisationKind.Association, organismType: OrganismType.Rna, identifier: 'W1' })).toBe(
      'association',
    );
    expect(partyKind({ kind: OrganisationKind.Company, organismType: OrganismType.Sirene, identifier: '1' })).toBe(
      'company',
    );
    expect(partyKind(null)).toBe('association');
    expect(partyKind(gouv(null))).toBe('state_service');
    expect(annuaireKind('inconnu-12')).toBeNull();
    expect(annuaireKind('chateau-33')).toBeNull();
  });
});
