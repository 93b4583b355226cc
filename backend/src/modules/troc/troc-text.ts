import { foldText } from '@troc/shared';
import type { Troc } from './entities/troc.entity.js';

/** What the keyword search compares with: the shared folding (lower case, no accents, single spaces). */
export const fold = foldText;

/** The listing's words, folded, with a space at each end so that ' mot' finds word starts. */
export function searchTextOf(troc: Pick<Troc, 'name' | 'description' | 'taxonomy' | 'brand'>): string {
  return ` ${fold([troc.name, troc.taxonomy, troc.brand, troc.description].filter(Boolean).join(' '))} `;
}
