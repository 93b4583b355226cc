import { PublicationStatus as S } from '../enums/marketplace.js';
import {
  allowsPublication,
  canPublication,
  isEditable,
  PUBLICATION_TRANSITIONS,
  publicationActions,
  publicationTarget,
} from './publication.js';

const state = (publicationStatus: S, rejected = false) => ({ publicationStatus, rejected });

describe('listing publication machine', () => {
  it('publishes a draft to published, scheduled or moderated, and nothing else', () => {
    expect(allowsPublication(state(S.Draft), 'publish', S.Published)).toBe(true);
    expect(allowsPublication(state(S.Draft), 'publish', S.ToPublish)).toBe(true);
    expect(allowsPublication(state(S.Draft), 'publish', S.ToModerate)).toBe(true);
    expect(allowsPublication(state(S.Draft), 'publish', S.Archived)).toBe(false);
    expect(canPublication(state(S.Published), 'publish')).toBe(false);
  });

  it('unpublishes published and scheduled listings only', () => {
    expect(canPublication(state(S.Published), 'unpublish')).toBe(true);
    expect(canPublication(state(S.ToPublish), 'unpublish')).toBe(true);
    expect(canPublication(state(S.Draft), 'unpublish')).toBe(false);
    expect(canPublication(state(S.Expired), 'unpublish')).toBe(false);
  });

  it('lets moderators deny or approve a pending listing, and reverse only a denial', () => {
    expect(publicationActions(state(S.ToModerate), 'moderator')).toEqual(['approve', 'deny']);
    expect(publicationActions(state(S.ToModerate, true), 'moderator')).toEqual(['reverseDenial']);
    expect(publicationActions(state(S.Published), 'moderator')).toEqual([]);
  });

  it('never edits nor deletes an archived listing', () => {
    expect(isEditable(S.Archived)).toBe(false);
    expect(isEditable(S.Published)).toBe(true);
    for (const action of Object.keys(PUBLICATION_TRANSITIONS)) {
      expect(canPublication(state(S.Archived), action as keyof typeof PUBLICATION_TRANSITIONS)).toBe(false);
    }
  });

  it('starts scheduled listings and expires live ones from the periodic job', () => {
    expect(publicationActions(state(S.ToPublish), 'system')).toEqual(['start', 'expire']);
    expect(publicationActions(state(S.Published), 'system')).toEqual(['expire', 'exhaust']);
    expect(publicationActions(state(S.Draft), 'system')).toEqual([]);
  });

  it('offers the owner the buttons the table allows', () => {
    expect(publicationActions(state(S.Draft), 'owner')).toEqual(['publish', 'delete']);
    expect(publicationActions(state(S.Published), 'owner')).toEqual(['unpublish', 'delete']);
    expect(publicationActions(state(S.Archived), 'owner')).toEqual([]);
  });

  it('chooses the target of a publication from moderation and dates', () => {
    const today = '2026-11-22';
    expect(publicationTarget({ needsModeration: true, availabilityStartDate: today, today })).toBe(S.ToModerate);
    expect(publicationTarget({ needsModeration: false, availabilityStartDate: today, today })).toBe(S.Published);
    expect(publicationTarget({ needsModeration: false, availabilityStartDate: '2026-12-01', today })).toBe(S.ToPublish);
  });
});
