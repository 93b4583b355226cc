import { OrganismType, ORGANISM_NAME_FIELD } from '../enums/identity.js';

/** Field paths of the registration_form, as the server reports them in 422 answers. */
export const REGISTRATION_FIELDS = {
  organismType: 'identity.organism.organismType',
  rnaName: 'identity.organism.rnaName',
  sireneName: 'identity.organism.sireneName',
  gouvName: 'identity.organism.gouvName',
  lastName: 'identity.lastName',
  firstName: 'identity.firstName',
  email: 'identity.email',
  plainPassword: 'password.password.plainPassword',
  confirmPassword: 'password.password.confirmPassword',
} as const;

/** The registration steps, in order, and which field paths each one owns. */
export const REGISTRATION_STEPS = [
  {
    key: 'identity',
    fields: [
      REGISTRATION_FIELDS.organismType,
      REGISTRATION_FIELDS.rnaName,
      REGISTRATION_FIELDS.sireneName,
      REGISTRATION_FIELDS.gouvName,
      REGISTRATION_FIELDS.lastName,
      REGISTRATION_FIELDS.firstName,
      REGISTRATION_FIELDS.email,
    ],
  },
  { key: 'password', fields: [REGISTRATION_FIELDS.plainPassword, REGISTRATION_FIELDS.confirmPassword] },
] as const;

/** Which organism name field is shown (and validated) for the chosen type; none before a choice. */
export function visibleOrganismNameField(
  type: string | null | undefined,
): 'rnaName' | 'sireneName' | 'gouvName' | null {
  return type && Object.hasOwn(ORGANISM_NAME_FIELD, type) ? ORGANISM_NAME_FIELD[type as OrganismType] : null;
}
