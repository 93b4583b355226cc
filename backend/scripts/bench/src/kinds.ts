/** The query mix: what the search page sends (default sort included), as a visitor and as a member. */
export interface Kind {
  label: string;
  signedIn: boolean;
  body: { page: number; size: number; search_form: Record<string, unknown> };
}

/** A page deep enough to show what OFFSET costs (results 981 to 1000). */
export const DEEP_PAGE = 50;
/** A member of the CHU de Bordeaux (a group, services): the richest visibility condition. */
export const MEMBER = 'julien.roux@chu-bordeaux.demo';

const kind = (label: string, signedIn: boolean, form: Record<string, unknown>, page = 1): Kind => ({
  label,
  signedIn,
  body: { page, size: 20, search_form: { sortBy: 'distance.desc', ...form } },
});

export const KINDS: Kind[] = [
  kind('sans filtre', false, {}),
  kind('sans filtre', true, {}),
  kind('sans filtre', true, {}, DEEP_PAGE),
  kind('mot-clé « bureau »', false, { keyword: 'bureau' }),
  kind('mot-clé « bureau »', true, { keyword: 'bureau' }),
  kind('mot-clé « fauteuil roulant »', true, { keyword: 'fauteuil roulant' }),
  kind('catégorie mobilier', false, { category: 'mobilier' }),
  kind('catégorie mobilier', true, { category: 'mobilier' }),
  kind('catégorie mobilier', false, { category: 'mobilier' }, DEEP_PAGE),
  kind('département Rhône', false, { departement: '69' }),
  kind('département Rhône', true, { departement: '69' }),
  kind('région Île-de-France', false, { region: 'ile-de-france' }),
  kind('région Île-de-France', true, { region: 'ile-de-france' }, DEEP_PAGE),
  kind('commune Lyon', false, { city: 'lyon-69123' }),
  kind('Lyon + 30 km', false, { city: 'lyon-69123', distance: 30 }),
  kind('Lyon + 30 km', true, { city: 'lyon-69123', distance: 30 }),
  kind('Lyon + 30 km', true, { city: 'lyon-69123', distance: 30 }, DEEP_PAGE),
];

export const describe = (k: Kind): string => `${k.label}, ${k.signedIn ? 'membre' : 'visiteur'}, p. ${k.body.page}`;
