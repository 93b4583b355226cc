import type { CategoryRef } from '../api/troc.js';

/** A listing is a pharmacy one when its top category's label contains 'pharmacie' (core §9). */
export function isPharmacy(categoryHierarchy: readonly CategoryRef[] | null | undefined): boolean {
  const top = categoryHierarchy?.[0];
  return Boolean(top && top.name.toLocaleLowerCase('fr-FR').includes('pharmacie'));
}

export interface ListingFieldLabels {
  quantity: string;
  name: string;
  price: string;
  manufacturer: string;
  date: string;
}

const DEFAULT_LABELS: ListingFieldLabels = {
  quantity: 'Quantité totale',
  name: "Titre de l'annonce",
  price: 'Prix neuf estimé',
  manufacturer: 'Marque',
  date: "Date d'expiration",
};

const PHARMACY_LABELS: ListingFieldLabels = {
  quantity: "Nombre d'unités",
  name: 'Nom du médicament et dosage',
  price: 'Prix unitaire HT',
  manufacturer: 'Fournisseur',
  date: 'Date de péremption',
};

/** Labels of the fields that pharmacy listings rename. */
export function listingFieldLabels(pharmacy: boolean): ListingFieldLabels {
  return pharmacy ? PHARMACY_LABELS : DEFAULT_LABELS;
}
