/**
 * The reference tree of surplus goods, loaded when the table is empty. Top categories have
 * ids 1..n; their children id × 100 + rank. Category 3 (médical) carries the document field
 * (a decontamination or maintenance certificate); 'Pharmacie' relabels the listing fields.
 */
export interface CategorySeed {
  id: number;
  name: string;
  slug: string;
  children?: CategorySeed[];
}

const leaf = (id: number, name: string, slug: string): CategorySeed => ({ id, name, slug });

export const CATEGORY_TREE: CategorySeed[] = [
  {
    id: 1,
    name: 'Mobilier',
    slug: 'mobilier',
    children: [
      leaf(101, 'Bureaux et plans de travail', 'bureaux-plans-de-travail'),
      leaf(102, 'Sièges et fauteuils', 'sieges-fauteuils'),
      leaf(103, 'Rangements et armoires', 'rangements-armoires'),
      leaf(104, 'Tables et chaises', 'tables-chaises'),
      leaf(105, 'Mobilier de réunion et d’accueil', 'mobilier-reunion-accueil'),
      leaf(106, 'Literie', 'literie'),
    ],
  },
  {
    id: 2,
    name: 'Informatique et téléphonie',
    slug: 'informatique-telephonie',
    children: [
      leaf(201, 'Ordinateurs portables', 'ordinateurs-portables'),
      leaf(202, 'Ordinateurs fixes', 'ordinateurs-fixes'),
      leaf(203, 'Écrans', 'ecrans'),
      leaf(204, 'Imprimantes et scanners', 'imprimantes-scanners'),
      leaf(205, 'Téléphonie', 'telephonie'),
      leaf(206, 'Réseau et serveurs', 'reseau-serveurs'),
      leaf(207, 'Accessoires informatiques', 'accessoires-informatiques'),
    ],
  },
  {
    id: 3,
    name: 'Matériel médical',
    slug: 'materiel-medical',
    children: [
      leaf(301, 'Lits et brancards', 'lits-brancards'),
      leaf(302, 'Fauteuils roulants et aides à la mobilité', 'aides-mobilite'),
      leaf(303, 'Appareils de diagnostic et de surveillance', 'appareils-diagnostic'),
      leaf(304, 'Mobilier médical', 'mobilier-medical'),
      leaf(305, 'Rééducation', 'reeducation'),
    ],
  },
  {
    id: 4,
    name: 'Pharmacie et parapharmacie',
    slug: 'pharmacie',
    children: [
      leaf(401, 'Médicaments', 'medicaments'),
      leaf(402, 'Dispositifs médicaux stériles', 'dispositifs-medicaux-steriles'),
      leaf(403, 'Parapharmacie et hygiène', 'parapharmacie-hygiene'),
    ],
  },
  {
    id: 5,
    name: 'Textile et linge',
    slug: 'textile',
    children: [
      leaf(501, 'Vêtements de travail', 'vetements-de-travail'),
      leaf(502, 'Linge de lit et de toilette', 'linge'),
      leaf(503, 'Équipements de protection individuelle', 'equipements-protection'),
    ],
  },
  {
    id: 6,
    name: 'Fournitures de bureau',
    slug: 'fournitures',
    children: [
      leaf(601, 'Papeterie', 'papeterie'),
      leaf(602, 'Classement et archivage', 'classement-archivage'),
      leaf(603, 'Petit matériel de bureau', 'petit-materiel-bureau'),
    ],
  },
  {
    id: 7,
    name: 'Électroménager',
    slug: 'electromenager',
    children: [
      leaf(701, 'Réfrigérateurs et congélateurs', 'froid'),
      leaf(702, 'Cuisson et cuisine collective', 'cuisine'),
      leaf(703, 'Lavage et entretien du linge', 'lavage'),
      leaf(704, 'Petit électroménager', 'petit-electromenager'),
    ],
  },
  {
    id: 8,
    name: 'Matériaux et bricolage',
    slug: 'materiaux',
    children: [
      leaf(801, 'Bois et panneaux', 'bois-panneaux'),
      leaf(802, 'Métal', 'metal'),
      leaf(803, 'Revêtements de sol et muraux', 'revetements'),
      leaf(804, 'Outillage', 'outillage'),
      leaf(805, 'Matériel électrique et éclairage', 'materiel-electrique'),
      leaf(806, 'Plomberie et sanitaire', 'plomberie-sanitaire'),
    ],
  },
  {
    id: 9,
    name: 'Scolaire, loisirs et culture',
    slug: 'scolaire-loisirs',
    children: [
      leaf(901, 'Mobilier scolaire', 'mobilier-scolaire'),
      leaf(902, 'Jeux et jouets', 'jeux-jouets'),
      leaf(903, 'Matériel sportif', 'materiel-sportif'),
      leaf(904, 'Livres et documentation', 'livres'),
    ],
  },
  {
    id: 10,
    name: 'Véhicules et mobilité',
    slug: 'vehicules',
    children: [
      leaf(1001, 'Vélos et trottinettes', 'velos'),
      leaf(1002, 'Véhicules utilitaires', 'vehicules-utilitaires'),
      leaf(1003, 'Pièces détachées', 'pieces-detachees'),
    ],
  },
  {
    id: 11,
    name: 'Événementiel et signalétique',
    slug: 'evenementiel',
    children: [
      leaf(1101, 'Stands et structures', 'stands'),
      leaf(1102, 'Signalétique', 'signaletique'),
      leaf(1103, 'Sonorisation et vidéo', 'sonorisation-video'),
    ],
  },
];
