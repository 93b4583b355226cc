import { OrganismType, Role } from '@troc/shared';

/** The password of every demo account (listed in the README). */
export const DEMO_PASSWORD = 'Reemploi-2026!';

export interface DemoService {
  key: string;
  name: string;
  internalCode?: string;
  altInternalCode?: string;
  prefix?: string;
  children?: DemoService[];
}

export interface DemoOrganisation {
  key: string;
  name: string;
  type: OrganismType;
  identifier: string;
  city: string;
  postalCode: string;
  group?: string;
  services: DemoService[];
}

export const DEMO_GROUPS = [
  { key: 'ght-gironde', name: 'GHT Alliance de Gironde' },
  { key: 'mte', name: 'Pôle ministériel Transition écologique' },
];

export const DEMO_ORGANISATIONS: DemoOrganisation[] = [
  {
    key: 'chu-bordeaux',
    name: 'CHU de Bordeaux',
    type: OrganismType.Gouv,
    identifier: 'etab-sante-33063-chu',
    city: 'Bordeaux',
    postalCode: '33000',
    group: 'ght-gironde',
    services: [
      {
        key: 'chu-dg',
        name: 'Direction générale',
        internalCode: 'DG',
        children: [
          {
            key: 'chu-achats',
            name: 'Direction des achats et de la logistique',
            internalCode: 'DAL',
            prefix: 'CHU-DAL',
            children: [
              {
                key: 'chu-magasin',
                name: 'Magasin central de Pellegrin',
                internalCode: 'DAL-MAG',
                altInternalCode: 'UF4120',
              },
              { key: 'chu-biomed', name: 'Service biomédical', internalCode: 'DAL-BIO', altInternalCode: 'UF4310' },
            ],
          },
          { key: 'chu-pharma', name: 'Pharmacie à usage intérieur', internalCode: 'PUI', prefix: 'CHU-PUI' },
          { key: 'chu-dsi', name: 'Direction du numérique', internalCode: 'DSN', prefix: 'CHU-DSN' },
        ],
      },
    ],
  },
  {
    key: 'ch-libourne',
    name: 'Centre hospitalier de Libourne',
    type: OrganismType.Gouv,
    identifier: 'etab-sante-33243-ch',
    city: 'Libourne',
    postalCode: '33500',
    group: 'ght-gironde',
    services: [
      {
        key: 'chl-direction',
        name: 'Direction',
        internalCode: 'DIR',
        children: [{ key: 'chl-eco', name: 'Services économiques', internalCode: 'ECO', prefix: 'CHL-ECO' }],
      },
    ],
  },
  {
    key: 'mte-central',
    name: 'Ministère de la Transition écologique – administration centrale',
    type: OrganismType.Gouv,
    identifier: 'minist-mte-ac',
    city: 'Paris',
    postalCode: '75007',
    group: 'mte',
    services: [
      {
        key: 'mte-sg',
        name: 'Secrétariat général',
        internalCode: 'SG',
        children: [
          { key: 'mte-immo', name: 'Service des affaires immobilières', internalCode: 'SG-SAI', prefix: 'MTE-SAI' },
          { key: 'mte-num', name: 'Bureau du numérique et des équipements', internalCode: 'SG-BNE', prefix: 'MTE-BNE' },
        ],
      },
    ],
  },
  {
    key: 'dreal-ara',
    name: 'DREAL Auvergne-Rhône-Alpes',
    type: OrganismType.Gouv,
    identifier: 'dreal-84',
    city: 'Lyon',
    postalCode: '69003',
    group: 'mte',
    services: [
      {
        key: 'dreal-sg',
        name: 'Secrétariat général',
        internalCode: 'SG',
        children: [
          { key: 'dreal-log', name: 'Pôle logistique et moyens', internalCode: 'SG-PLM', prefix: 'DREAL-PLM' },
          { key: 'dreal-ud69', name: 'Unité départementale du Rhône', internalCode: 'UD69' },
        ],
      },
    ],
  },
  {
    key: 'pref-44',
    name: 'Préfecture de la Loire-Atlantique',
    type: OrganismType.Gouv,
    identifier: 'pref-44',
    city: 'Nantes',
    postalCode: '44000',
    services: [
      {
        key: 'pref44-sgc',
        name: 'Secrétariat général commun départemental',
        internalCode: 'SGCD',
        children: [
          {
            key: 'pref44-moyens',
            name: 'Bureau des moyens et de la logistique',
            internalCode: 'SGCD-BML',
            prefix: 'P44-BML',
          },
        ],
      },
    ],
  },
  {
    key: 'ressourcerie-lille',
    name: 'Ressourcerie du Vieux-Lille',
    type: OrganismType.Rna,
    identifier: 'W595012345',
    city: 'Lille',
    postalCode: '59000',
    services: [
      {
        key: 'rvl-bureau',
        name: 'Bureau de l’association',
        children: [
          { key: 'rvl-collecte', name: 'Collecte et tri', internalCode: 'COL' },
          { key: 'rvl-boutique', name: 'Boutique solidaire', internalCode: 'BOU' },
        ],
      },
    ],
  },
  {
    key: 'entraide-marseille',
    name: 'Entraide solidaire marseillaise',
    type: OrganismType.Rna,
    identifier: 'W133098765',
    city: 'Marseille',
    postalCode: '13001',
    services: [
      {
        key: 'esm-bureau',
        name: 'Équipe de coordination',
        children: [{ key: 'esm-entrepot', name: 'Entrepôt de la Joliette' }],
      },
    ],
  },
  {
    key: 'recyclerie-pentes',
    name: 'Recyclerie des Pentes',
    type: OrganismType.Rna,
    identifier: 'W691087654',
    city: 'Lyon',
    postalCode: '69001',
    services: [{ key: 'rdp-bureau', name: 'Bureau de l’association' }],
  },
  {
    key: 'mobilier-ouest',
    name: 'Mobilier Bureau Ouest SAS',
    type: OrganismType.Sirene,
    identifier: '912345678',
    city: 'Rennes',
    postalCode: '35000',
    services: [
      {
        key: 'mbo-direction',
        name: 'Direction',
        children: [
          { key: 'mbo-logistique', name: 'Logistique et entrepôt', internalCode: 'LOG' },
          { key: 'mbo-rse', name: 'Responsabilité sociétale', internalCode: 'RSE' },
        ],
      },
    ],
  },
  {
    key: 'info-solidaire',
    name: 'Informatique Solidaire Occitanie',
    type: OrganismType.Sirene,
    identifier: '823456789',
    city: 'Toulouse',
    postalCode: '31000',
    services: [{ key: 'iso-atelier', name: 'Atelier de reconditionnement', internalCode: 'ATL' }],
  },
  {
    key: 'btp-grand-est',
    name: 'BTP Réemploi Grand Est',
    type: OrganismType.Sirene,
    identifier: '734567891',
    city: 'Strasbourg',
    postalCode: '67000',
    services: [{ key: 'btp-plateforme', name: 'Plateforme matériaux de Strasbourg', internalCode: 'PLT' }],
  },
];

export interface DemoUser {
  email: string;
  firstname: string;
  lastname: string;
  organisation: string;
  service: string;
  roles: Role[];
  /** Accounts left at a step of their onboarding, to show the modals. */
  state?: 'email-not-validated' | 'terms-not-accepted';
  registrationNote?: string;
}

const U = Role.User;

export const DEMO_USERS: DemoUser[] = [
  {
    email: 'admin@troc.demo',
    firstname: 'Alix',
    lastname: 'Mercier',
    organisation: 'mte-central',
    service: 'mte-num',
    roles: [U, Role.PlatformAdmin],
  },
  {
    email: 'moderation@troc.demo',
    firstname: 'Nadia',
    lastname: 'Benali',
    organisation: 'mte-central',
    service: 'mte-num',
    roles: [U, Role.Moderator],
  },
  {
    email: 'camille.martin@chu-bordeaux.demo',
    firstname: 'Camille',
    lastname: 'Martin',
    organisation: 'chu-bordeaux',
    service: 'chu-achats',
    roles: [U, Role.OrganisationAdmin],
    registrationNote: 'Responsable du réemploi à la direction des achats.',
  },
  {
    email: 'julien.roux@chu-bordeaux.demo',
    firstname: 'Julien',
    lastname: 'Roux',
    organisation: 'chu-bordeaux',
    service: 'chu-magasin',
    roles: [U],
  },
  {
    email: 'sophie.lefevre@chu-bordeaux.demo',
    firstname: 'Sophie',
    lastname: 'Lefèvre',
    organisation: 'chu-bordeaux',
    service: 'chu-biomed',
    roles: [U],
  },
  {
    email: 'thomas.garcia@chu-bordeaux.demo',
    firstname: 'Thomas',
    lastname: 'Garcia',
    organisation: 'chu-bordeaux',
    service: 'chu-pharma',
    roles: [U],
  },
  {
    email: 'ines.moreau@ch-libourne.demo',
    firstname: 'Inès',
    lastname: 'Moreau',
    organisation: 'ch-libourne',
    service: 'chl-eco',
    roles: [U, Role.OrganisationAdmin],
  },
  {
    email: 'marc.dubois@ch-libourne.demo',
    firstname: 'Marc',
    lastname: 'Dubois',
    organisation: 'ch-libourne',
    service: 'chl-eco',
    roles: [U],
  },
  {
    email: 'claire.fontaine@mte.demo',
    firstname: 'Claire',
    lastname: 'Fontaine',
    organisation: 'mte-central',
    service: 'mte-immo',
    roles: [U, Role.OrganisationAdmin],
  },
  {
    email: 'paul.henry@mte.demo',
    firstname: 'Paul',
    lastname: 'Henry',
    organisation: 'mte-central',
    service: 'mte-immo',
    roles: [U],
  },
  {
    email: 'lea.girard@dreal-ara.demo',
    firstname: 'Léa',
    lastname: 'Girard',
    organisation: 'dreal-ara',
    service: 'dreal-log',
    roles: [U, Role.OrganisationAdmin],
  },
  {
    email: 'hugo.bernard@dreal-ara.demo',
    firstname: 'Hugo',
    lastname: 'Bernard',
    organisation: 'dreal-ara',
    service: 'dreal-ud69',
    roles: [U],
  },
  {
    email: 'emma.petit@pref44.demo',
    firstname: 'Emma',
    lastname: 'Petit',
    organisation: 'pref-44',
    service: 'pref44-moyens',
    roles: [U, Role.OrganisationAdmin],
  },
  {
    email: 'karim.haddad@ressourcerie-lille.demo',
    firstname: 'Karim',
    lastname: 'Haddad',
    organisation: 'ressourcerie-lille',
    service: 'rvl-collecte',
    roles: [U, Role.OrganisationAdmin],
  },
  {
    email: 'manon.leroy@ressourcerie-lille.demo',
    firstname: 'Manon',
    lastname: 'Leroy',
    organisation: 'ressourcerie-lille',
    service: 'rvl-boutique',
    roles: [U],
  },
  {
    email: 'fatou.diallo@entraide-marseille.demo',
    firstname: 'Fatou',
    lastname: 'Diallo',
    organisation: 'entraide-marseille',
    service: 'esm-entrepot',
    roles: [U, Role.OrganisationAdmin],
  },
  {
    email: 'lucas.blanc@recyclerie-pentes.demo',
    firstname: 'Lucas',
    lastname: 'Blanc',
    organisation: 'recyclerie-pentes',
    service: 'rdp-bureau',
    roles: [U, Role.OrganisationAdmin],
  },
  {
    email: 'anne.guerin@mobilier-ouest.demo',
    firstname: 'Anne',
    lastname: 'Guérin',
    organisation: 'mobilier-ouest',
    service: 'mbo-rse',
    roles: [U, Role.OrganisationAdmin],
  },
  {
    email: 'yann.le-gall@mobilier-ouest.demo',
    firstname: 'Yann',
    lastname: 'Le Gall',
    organisation: 'mobilier-ouest',
    service: 'mbo-logistique',
    roles: [U],
  },
  {
    email: 'sarah.cohen@info-solidaire.demo',
    firstname: 'Sarah',
    lastname: 'Cohen',
    organisation: 'info-solidaire',
    service: 'iso-atelier',
    roles: [U, Role.OrganisationAdmin],
  },
  {
    email: 'olivier.muller@btp-grand-est.demo',
    firstname: 'Olivier',
    lastname: 'Muller',
    organisation: 'btp-grand-est',
    service: 'btp-plateforme',
    roles: [U, Role.OrganisationAdmin],
  },
  {
    email: 'nouveau@troc.demo',
    firstname: 'Noé',
    lastname: 'Lambert',
    organisation: 'recyclerie-pentes',
    service: 'rdp-bureau',
    roles: [U],
    state: 'email-not-validated',
  },
  {
    email: 'bienvenue@troc.demo',
    firstname: 'Jeanne',
    lastname: 'Roussel',
    organisation: 'info-solidaire',
    service: 'iso-atelier',
    roles: [U],
    state: 'terms-not-accepted',
  },
];
