import type { OrganisationKind, OrganismType, Role } from '../enums/index.js';

// Accounts, organisations, registration and profiles.

export interface OrganisationRef {
  id: number;
  name: string;
  kind: OrganisationKind;
}

export interface ServiceRef {
  id: number;
  name: string;
  internalCode: string | null;
  altInternalCode: string | null;
  prefix: string | null;
  hierarchy: string;
  nbChildren: number;
}

export interface CurrentUser {
  id: number;
  slug: string;
  email: string;
  firstname: string;
  lastname: string;
  roles: Role[];
  emailValidated: boolean;
  termsAccepted: boolean;
  organisation: OrganisationRef;
  service: ServiceRef | null;
  postalCode: string | null;
  city: string | null;
  registrationNote: string | null;
  /** The site of the establishment directory chosen on the profile (establishment selects), if any. */
  establishmentValue?: string | null;
}

export interface AuthMeResponse {
  user: CurrentUser | null;
  csrfToken: string;
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface RegisterRequest {
  identity: {
    organism: {
      organismType: OrganismType | '';
      rnaName?: string;
      sireneName?: string;
      gouvName?: string;
      /** Identifier of the directory entry chosen among the suggestions, if any. */
      organismIdentifier?: string;
    };
    lastName: string;
    firstName: string;
    email: string;
  };
  password: {
    password: {
      plainPassword: string;
      confirmPassword: string;
    };
  };
}

export interface OrganismSuggestion {
  value: string;
  value_alt?: string;
  data: string;
  organism_name: string;
  organism_identifier: string;
  hierarchy?: string;
}

/**
 * A member as the person autocompletes suggest them (regularisation, delegations): supporting §3.
 * Name and organisation only (RGPD minimisation): the e-mail address only to whoever typed it in full.
 */
export interface PersonSuggestion {
  /** « Prénom Nom » */
  value: string;
  /** The e-mail address, when the query was exactly that address. */
  value_alt?: string;
  /** The member's id. */
  data: number;
  organism_name: string;
  organism_identifier: string | null;
}

/** Delegation (core §3): someone the manager of a listing or an operation hands its management to. */
export interface DelegationView {
  id: number;
  user: { firstname: string; lastname: string; email: string };
  organismExcerpt: { name: string; identifier: string | null };
}

/** Delegation autocomplete results look like users (supporting §3), with their organisation. */
export interface DelegationSuggestion extends PersonSuggestion {
  organismExcerpt: { name: string; identifier: string | null };
}

export interface AutocompleteResponse<T> {
  data: T[];
}

export interface ProfileUpdateRequest {
  firstName: string;
  lastName: string;
  postalCode: string;
  city: string;
  registrationNote: string;
  /** A site of the establishment directory; empty or null clears it, absent keeps it. */
  establishmentValue?: string | null;
}

export interface PublicProfile {
  slug: string;
  firstname: string;
  lastname: string;
  organisation: { name: string; kind: OrganisationKind };
  service: string | null;
  city: string | null;
  memberSince: string;
}

/** The profile once saved, and the sentence confirming it. */
export interface ProfileUpdateResponse {
  user: CurrentUser;
  message: string;
}

/**
 * A ProConnect identity waiting for the visitor's choice: `link` to the Troc account of the same
 * address (confirmed by the visitor), or `register` an organisation not yet on Troc, whose
 * registration step opens with what the SIRET's directory entry knows.
 */
export interface ProConnectPending {
  kind: 'link' | 'register';
  email: string;
  firstName: string;
  lastName: string;
  siret: string;
  /** The directory entry of the SIRET, when the directory knows it. */
  organism: { organismType: OrganismType; name: string; identifier: string } | null;
}

/** The organisation step of a registration through ProConnect (no password: ProConnect signs in). */
export interface ProConnectRegisterRequest {
  identity: { organism: RegisterRequest['identity']['organism'] };
}
