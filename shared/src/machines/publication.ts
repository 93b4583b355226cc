import { PublicationStatus as S } from '../enums/marketplace.js';

/**
 * The listing publication machine: the one table the server enforces and the interface
 * reads to decide which buttons to show.
 *
 * - owner actions are taken by the listing's owner or manager;
 * - moderator actions by a moderator of the listing's organisation (or a platform admin);
 * - system actions by the periodic job (start and end of availability) and, later, by trackers
 *   (stock exhausted or restored).
 *
 * A rejected listing stays in ToModerate with its `rejected` flag set: denial and its reversal
 * do not change the status, only the flag (core §4: "ToModerate … shown refused when rejected").
 */
export type PublicationAction =
  | 'publish'
  | 'unpublish'
  | 'approve'
  | 'deny'
  | 'reverseDenial'
  | 'delete'
  | 'start'
  | 'expire'
  | 'exhaust'
  | 'restock';

export type PublicationActor = 'owner' | 'moderator' | 'system';

export interface PublicationTransition {
  from: readonly S[];
  /** Every status the action may lead to; the server picks one (dates, moderation). */
  to: readonly S[];
  actor: PublicationActor;
  /** Only when the rejected flag has this value (ToModerate). */
  rejected?: boolean;
}

export const PUBLICATION_TRANSITIONS: Readonly<Record<PublicationAction, PublicationTransition>> = {
  // Publishing goes live now, waits for the start date, or waits for a moderator.
  publish: { from: [S.Draft, S.Expired], to: [S.Published, S.ToPublish, S.ToModerate], actor: 'owner' },
  unpublish: { from: [S.Published, S.ToPublish, S.Unavailable, S.ToModerate], to: [S.Draft], actor: 'owner' },
  approve: { from: [S.ToModerate], to: [S.Published, S.ToPublish], actor: 'moderator', rejected: false },
  deny: { from: [S.ToModerate], to: [S.ToModerate], actor: 'moderator', rejected: false },
  reverseDenial: { from: [S.ToModerate], to: [S.ToModerate], actor: 'moderator', rejected: true },
  delete: {
    from: [S.Draft, S.ToModerate, S.ToPublish, S.Published, S.Unavailable, S.Expired],
    to: [S.Archived],
    actor: 'owner',
  },
  start: { from: [S.ToPublish], to: [S.Published], actor: 'system' },
  expire: { from: [S.Published, S.ToPublish, S.Unavailable], to: [S.Expired], actor: 'system' },
  exhaust: { from: [S.Published], to: [S.Unavailable], actor: 'system' },
  restock: { from: [S.Unavailable], to: [S.Published], actor: 'system' },
};

export interface PublicationState {
  publicationStatus: S;
  rejected: boolean;
}

/** Whether the table allows `action` from this state (who may take it is checked separately). */
export function canPublication(state: PublicationState, action: PublicationAction): boolean {
  const transition = PUBLICATION_TRANSITIONS[action];
  if (!transition.from.includes(state.publicationStatus)) return false;
  return transition.rejected === undefined || transition.rejected === state.rejected;
}

/** Whether `action` may lead to `to` from this state. */
export function allowsPublication(state: PublicationState, action: PublicationAction, to: S): boolean {
  return canPublication(state, action) && PUBLICATION_TRANSITIONS[action].to.includes(to);
}

/** The actions of one actor the table allows from this state, in the table's order. */
export function publicationActions(state: PublicationState, actor: PublicationActor): PublicationAction[] {
  return (Object.keys(PUBLICATION_TRANSITIONS) as PublicationAction[]).filter(
    (action) => PUBLICATION_TRANSITIONS[action].actor === actor && canPublication(state, action),
  );
}

/** Archived listings are kept for history: neither editable nor deletable. */
export function isEditable(status: S): boolean {
  return status !== S.Archived;
}

/** Statuses in which a listing is offered to other users. */
export const LIVE_STATUSES: readonly S[] = [S.Published, S.Unavailable];

/**
 * Where publishing (or an approval) leads: to moderation first when the organisation
 * moderates its listings, else live now or at the availability start date.
 */
export function publicationTarget(options: {
  needsModeration: boolean;
  availabilityStartDate: string;
  today: string;
}): S {
  if (options.needsModeration) return S.ToModerate;
  return options.availabilityStartDate > options.today ? S.ToPublish : S.Published;
}
