import { Visibility as V } from '../enums/marketplace.js';

/** Display and storage order of the visibility checkboxes. */
export const VISIBILITY_ORDER: readonly V[] = [V.Individual, V.External, V.Group, V.Internal, V.Private];

/** What ticking each visibility ticks too (core §4 interlocks). */
const IMPLIES: Readonly<Record<V, readonly V[]>> = {
  [V.Individual]: [V.External, V.Group, V.Internal],
  [V.External]: [V.Group, V.Internal],
  [V.Group]: [],
  [V.Internal]: [],
  [V.Private]: [],
};

function ordered(values: Iterable<V>): V[] {
  const set = new Set(values);
  return VISIBILITY_ORDER.filter((v) => set.has(v));
}

/**
 * The checkboxes after the user ticks or unticks one: ticking adds what it implies and
 * drops Private (or, for Private, drops everything else); unticking drops what implied it.
 */
export function toggleVisibility(current: readonly V[], toggled: V, checked: boolean): V[] {
  const next = new Set(current);
  if (checked) {
    if (toggled === V.Private) return [V.Private];
    next.delete(V.Private);
    next.add(toggled);
    for (const implied of IMPLIES[toggled]) next.add(implied);
  } else {
    next.delete(toggled);
    for (const [owner, implied] of Object.entries(IMPLIES) as [V, readonly V[]][]) {
      if (implied.includes(toggled)) next.delete(owner);
    }
    // Unticking Group or Internal unticks External, which in turn unticks Individual.
    if (!next.has(V.External)) next.delete(V.Individual);
  }
  return ordered(next);
}

/**
 * The server's reading of a submitted list: implied values are added; Private mixed with
 * anything else is refused (null) since the interface can never produce it.
 */
export function normaliseVisibility(values: readonly V[]): V[] | null {
  // Values outside the enumeration are the validator's to refuse; here they are only ignored.
  const set = new Set(values.filter(isVisibility));
  if (set.has(V.Private) && set.size > 1) return null;
  for (const v of [...set]) for (const implied of IMPLIES[v]) set.add(implied);
  return ordered(set);
}

/** A swap type must be chosen as soon as the listing leaves the organisation (core §5). */
export function visibilityNeedsSwapType(values: readonly V[]): boolean {
  return values.some((v) => v === V.External || v === V.Group || v === V.Private || v === V.Individual);
}

export function isVisibility(value: unknown): value is V {
  return typeof value === 'string' && (VISIBILITY_ORDER as readonly string[]).includes(value);
}

/**
 * The one choice the forms offer, widest first: each level records its value and what core §5's
 * interlocks make it imply (Mon groupe includes Mon organisation), so no other combination can be
 * recorded. The perimeter (Mon organisation) and the invitations (Privée) are its sub-options.
 */
export const VISIBILITY_LEVELS: Readonly<Record<V, readonly V[]>> = {
  [V.Individual]: [V.Individual, V.External, V.Group, V.Internal],
  [V.External]: [V.External, V.Group, V.Internal],
  [V.Group]: [V.Group, V.Internal],
  [V.Internal]: [V.Internal],
  [V.Private]: [V.Private],
};

/** The visibilities a level records. */
export function visibilityOfLevel(level: V): V[] {
  return [...VISIBILITY_LEVELS[level]];
}

/** The level a stored list shows as: its widest value (none for an empty list). */
export function levelOfVisibility(values: readonly V[]): V | null {
  return VISIBILITY_ORDER.find((v) => values.includes(v)) ?? null;
}
