/** « 1 annonce », « 30 annonces »: a count as the pages write it (French plural rules). */
export const counted = (count: number, one: string, other: string): string =>
  `${count} ${new Intl.PluralRules('fr-FR').select(count) === 'one' ? one : other}`;
