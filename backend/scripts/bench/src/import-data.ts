/**
 * The lines of the import benchmarks: listing demands under the import template's French headers,
 * all valid and all different, as a member of an organisation in Bordeaux would fill them.
 */
import { importTemplate } from '../../../dist/modules/import/import-columns.js';

const CATEGORIES = [
  'Mobilier > Sièges et fauteuils',
  'Rangements et armoires',
  'Tables et chaises',
  'Bureaux et plans de travail',
  'Literie',
];
const ITEMS = ['Fauteuil', 'Armoire', 'Table', 'Bureau', 'Lit médicalisé', 'Chaise', 'Caisson', 'Étagère'];

/** The template's header, then `count` lines of demands. */
export function importLines(count: number): string[][] {
  const { headers } = importTemplate('troc');
  const rows: string[][] = [headers];
  for (let i = 0; i < count; i++) {
    const values: Record<string, string> = {
      'Type de demande': 'Demande',
      Catégorie: CATEGORIES[i % CATEGORIES.length]!,
      Nom: `${ITEMS[i % ITEMS.length]} recherché n° ${i + 1}`,
      Description: `Besoin pour le service n° ${i % 40} : ${ITEMS[i % ITEMS.length]!.toLowerCase()} en bon état, livraison possible.`,
      'Quantité demandée': String(1 + (i % 12)),
      État: i % 2 ? 'Très bon état' : 'État moyen',
      'Poids (kg)': String(2 + (i % 60)).replace('.', ','),
      'Hauteur (cm)': String(40 + (i % 120)),
      "Type d'échange": 'Don',
      Visibilité: 'Toutes les organisations',
      'Code postal': '33000',
      Ville: 'Bordeaux',
    };
    rows.push(headers.map((h) => values[h] ?? ''));
  }
  return rows;
}
