/** Organism type chosen at registration: the directory the organisation is found in. */
export enum OrganismType {
  Rna = 'rna',
  Sirene = 'sirene',
  Gouv = 'gouv',
}

/** The three kinds of organisation of the marketplace. */
export enum OrganisationKind {
  Association = 'association',
  Company = 'company',
  PublicService = 'public_service',
}

export const ORGANISATION_KIND_BY_ORGANISM_TYPE: Record<OrganismType, OrganisationKind> = {
  [OrganismType.Rna]: OrganisationKind.Association,
  [OrganismType.Sirene]: OrganisationKind.Company,
  [OrganismType.Gouv]: OrganisationKind.PublicService,
};

/** Name field of the registration form that belongs to each organism type. */
export const ORGANISM_NAME_FIELD: Record<OrganismType, 'rnaName' | 'sireneName' | 'gouvName'> = {
  [OrganismType.Rna]: 'rnaName',
  [OrganismType.Sirene]: 'sireneName',
  [OrganismType.Gouv]: 'gouvName',
};

export enum Role {
  User = 'ROLE_USER',
  OrganisationAdmin = 'ROLE_ORGANISATION_ADMIN',
  Moderator = 'ROLE_MODERATOR',
  PlatformAdmin = 'ROLE_ADMIN',
}
