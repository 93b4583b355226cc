import type { LocalIdentity } from '../modules/identity/proconnect/local-provider.js';
import { ESTABLISHMENTS } from './establishments.data.js';

const siret = (identifier: string) => ESTABLISHMENTS[identifier]!.siret;

/** The test identities of the local provider (PROCONNECT_DEV=1): one per path of a first sign-in. */
export const DEV_PROCONNECT_IDENTITIES: LocalIdentity[] = [
  {
    sub: 'dev-camille-martin',
    email: 'camille.martin@chu-bordeaux.demo',
    given_name: 'Camille',
    usual_name: 'Martin',
    siret: siret('etab-sante-33063-chu'),
    uid: 'cmartin',
    label: 'compte Troc existant, même établissement : relié automatiquement',
  },
  {
    sub: 'dev-hugo-bernard',
    email: 'hugo.bernard@chu-bordeaux.demo',
    given_name: 'Hugo',
    usual_name: 'Bernard',
    siret: siret('etab-sante-33063-chu'),
    uid: 'hbernard',
    label: 'nouveau compte dans le CHU de Bordeaux',
  },
  {
    sub: 'dev-paul-henry',
    email: 'paul.henry@mte.demo',
    given_name: 'Paul',
    usual_name: 'Henry',
    siret: siret('dreal-84'),
    uid: 'phenry',
    label: 'compte Troc existant dans une autre organisation : liaison à confirmer',
  },
  {
    sub: 'dev-nadia-benali',
    email: 'nadia.benali@gironde.gouv.demo',
    given_name: 'Nadia',
    usual_name: 'Benali',
    siret: siret('pref-33'),
    uid: 'nbenali',
    label: 'établissement absent de Troc : inscription pré-remplie',
  },
  {
    sub: 'dev-yves-garderose',
    email: 'yves.leroy@ch-libourne.demo',
    given_name: 'Yves',
    usual_name: 'Leroy',
    siret: siret('etab-sante-33243-ch-ancien'),
    uid: 'yleroy',
    label: 'établissement fermé : connexion refusée',
  },
];
