import type { ImportColumn, ImportKind } from '@troc/shared';
import { normaliseHeader } from '../../shared/normalise-header.js';

export { normaliseHeader };

/** An importable column and the other headers people give it in their own files. */
interface ColumnSpec extends ImportColumn {
  aliases: readonly string[];
  /** The template's example line. */
  example: string;
}

const col = (
  key: string,
  label: string,
  example: string,
  help: string,
  aliases: readonly string[] = [],
  required = false,
): ColumnSpec => ({ key, label, example, help, aliases, required });

/** The listing import's columns, in the template's order (core §5 forms' fields, French headers). */
const TROC_COLUMNS: readonly ColumnSpec[] = [
  col('requestType', 'Type de demande', 'Offre', 'Offre ou Demande (Offre si vide).', ['type', 'offre ou demande']),
  col(
    'category',
    'Catégorie',
    'Mobilier > Sièges et fauteuils',
    'Nom de la catégorie, ou son chemin avec « > ».',
    ['categorie', 'famille'],
    true,
  ),
  col(
    'name',
    'Nom',
    'Fauteuil de bureau ergonomique',
    "Titre de l'annonce (5 caractères au moins).",
    ['titre', 'intitule', 'designation', 'libelle'],
    true,
  ),
  col(
    'description',
    'Description',
    'Fauteuil à roulettes, accoudoirs réglables, tissu bleu.',
    '20 caractères au moins.',
    ['descriptif', 'commentaire'],
  ),
  col('itemTotalQuantity', 'Quantité totale', '12', 'Nombre entier.', ['quantite', 'qte', 'nombre', 'stock']),
  col('itemMinQuantity', 'Quantité minimale', '1', 'Par demande (1 si vide).', ['qte min', 'minimum']),
  col('itemMaxQuantity', 'Quantité maximale', '', 'Par demande.', ['qte max', 'maximum']),
  col('itemRequestQuantity', 'Quantité demandée', '', 'Pour une demande.', ['quantite souhaitee']),
  col('unit', 'Unité', 'Unité(s)', 'Unité(s), Mètre(s), m², m³ ou kg.', ['unite de mesure']),
  col('itemState', 'État', 'Très bon état', 'Neuf, Très bon état, État moyen ou Pour pièces.', [
    'etat',
    'etat du bien',
  ]),
  col('itemWeight', 'Poids (kg)', '14,5', 'Poids unitaire en kilogrammes.', ['poids', 'poids unitaire', 'masse']),
  col('itemVolume', 'Volume (m³)', '', 'En mètres cubes.', ['volume']),
  col('itemHeight', 'Hauteur (cm)', '110', 'En centimètres.', ['hauteur']),
  col('itemWidth', 'Largeur (cm)', '65', 'En centimètres.', ['largeur']),
  col('itemLength', 'Longueur (cm)', '65', 'En centimètres.', ['longueur', 'profondeur']),
  col('brand', 'Marque', 'Steelcase', '', ['fabricant']),
  col('swapType', "Type d'échange", 'Don', 'Don, Vente, Prêt ou Transfert interne.', [
    'type d echange',
    'mode de cession',
    'cession',
  ]),
  col('itemPriceType', 'Type de prix', '', 'Prix négociable ou Faire une offre (vente).', []),
  col('rawItemCurrentPrice', 'Prix (€)', '', 'Prix de vente en euros.', ['prix', 'prix de vente']),
  col('rawItemPurchasePrice', "Prix d'achat (€)", '320', "Valeur d'achat en euros.", [
    'prix d achat',
    'valeur d achat',
    'valeur neuve',
  ]),
  col(
    'visibility',
    'Visibilité',
    'Mon organisation',
    'Tout public, Toutes les organisations, Mon groupe ou Mon organisation (séparées par des virgules).',
    ['visible par', 'audience'],
  ),
  col('availabilityStartDate', 'Disponible à partir du', '', 'JJ/MM/AAAA (aujourd’hui si vide).', [
    'disponible le',
    'date de debut',
    'debut',
  ]),
  col('availabilityEndDate', "Jusqu'au", '', 'JJ/MM/AAAA (3 mois plus tard si vide).', [
    'date de fin',
    'fin',
    'disponible jusqu au',
  ]),
  col('postal', 'Code postal', '33000', 'Votre commune si vide.', ['cp', 'code postal de retrait']),
  col('city', 'Ville', 'Bordeaux', '', ['commune', 'localite']),
  col('deliveryLocation', 'Lieu de retrait', 'Bâtiment B, quai 2', '', ['adresse', 'lieu', 'lieu de remise']),
  col(
    'images',
    'Photos',
    'fauteuil-1.jpg, fauteuil-2.jpg',
    "Noms des fichiers de l'archive ZIP, séparés par des virgules.",
    ['photo', 'images', 'image', 'fichiers'],
  ),
];

/** The exchanges import's columns: one regularised exchange of one of my listings per line (core §5 regularisation). */
const TRACKER_COLUMNS: readonly ColumnSpec[] = [
  col(
    'troc',
    'Annonce',
    'Fauteuil de bureau ergonomique',
    "Nom exact d'une de vos annonces, ou son identifiant (slug).",
    ['nom de l annonce', 'objet', 'designation', 'article'],
    true,
  ),
  col('quantity', 'Quantité', '2', 'Quantité remise (nombre entier).', ['qte', 'quantite remise', 'nombre'], true),
  col(
    'user',
    'Repreneur (e-mail)',
    'karim.haddad@ressourcerie-lille.demo',
    'Adresse e-mail du membre qui a repris le bien ; sinon, décrivez un invité.',
    ['repreneur', 'email du repreneur', 'beneficiaire'],
  ),
  col('guestEmail', "E-mail de l'invité", '', 'Repreneur sans compte : son adresse e-mail.', [
    'email invite',
    'e mail de l invite',
  ]),
  col('guestOrganismType', "Type d'organisme de l'invité", '', 'Association, entreprise, service public…', []),
  col('guestOrganismName', "Organisme de l'invité", '', "Nom de l'organisme de l'invité.", ['organisme', 'structure']),
  col('guestServiceName', "Service de l'invité", '', 'Pour un transfert interne : le service qui a repris le bien.', [
    'service',
  ]),
  col('message', 'Message', 'Repris lors du déménagement de mars.', 'Note ajoutée au fil de l’échange.', [
    'commentaire',
    'note',
  ]),
];

const COLUMNS: Readonly<Record<ImportKind, readonly ColumnSpec[]>> = { troc: TROC_COLUMNS, tracker: TRACKER_COLUMNS };

/** The columns of an import kind, as the screens show them. */
export function importColumns(kind: ImportKind): ImportColumn[] {
  return COLUMNS[kind].map(({ key, label, required, help }) => ({ key, label, required, help }));
}

/** The template: French headers and a filled example line. */
export function importTemplate(kind: ImportKind): { headers: string[]; example: string[] } {
  return { headers: COLUMNS[kind].map((c) => c.label), example: COLUMNS[kind].map((c) => c.example) };
}

/**
 * The automatic matching of a file's headers: each column takes the header equal to its label,
 * its key or one of its aliases (after normalising), else the header that starts like its label
 * (« Poids » for « Poids (kg) »); a header serves one column only.
 */
export function suggestMapping(kind: ImportKind, headers: readonly string[]): Record<string, string | null> {
  const taken = new Set<string>();
  const mapping: Record<string, string | null> = {};
  const normalised = headers.map((h) => [h, normaliseHeader(h)] as const);
  const find = (test: (n: string) => boolean) => normalised.find(([h, n]) => n && !taken.has(h) && test(n))?.[0];
  for (const column of COLUMNS[kind]) {
    const names = new Set([column.label, column.key, ...column.aliases].map(normaliseHeader));
    const exact = find((n) => names.has(n));
    if (exact) taken.add(exact);
    mapping[column.key] = exact ?? null;
  }
  for (const column of COLUMNS[kind]) {
    if (mapping[column.key]) continue;
    const stem = normaliseHeader(column.label.replace(/\(.*\)/, ''));
    const loose = find((n) => n === stem || n.startsWith(`${stem} `));
    if (loose) taken.add(loose);
    mapping[column.key] = loose ?? null;
  }
  return mapping;
}
