import { fr, SwapType, t } from '@troc/shared';
import type { Actor } from '../../core/auth/actor.js';
import { ConflictError, FormError } from '../../core/errors/index.js';
import type { Troc } from '../troc/entities/troc.entity.js';
import { TrackerImportService } from './tracker-import.service.js';

// The outcome of each line of an exchanges import, with the listings, members and exchanges faked.
const E = fr.imports.errors;
const actor = { id: 1, roles: [], organisationId: 1 } as unknown as Actor;
const chair = { id: 10, slug: 'fauteuil', name: 'Fauteuil', swapType: SwapType.Don } as unknown as Troc;
const member = { id: 5, enabled: true };

function importer(options: { remaining?: number; refuse?: Error } = {}) {
  const written: { slug: string; values: Record<string, unknown>; as: string }[] = [];
  const existing = new Map<string, { name: string }>();
  const trackers = {
    exchangeInfo: async () => {
      const remaining = options.remaining ?? 5;
      return { canRegularize: remaining > 0, quantity: { min: 1, max: remaining, fixed: false, remaining } };
    },
    regularize: async (slug: string, _a: Actor, values: Record<string, unknown>, as: string) => {
      if (options.refuse) throw options.refuse;
      written.push({ slug, values, as });
      existing.set(as, { name: 'Fauteuil' });
    },
  };
  const queries = { bySlug: async (slug: string) => existing.get(slug) ?? null };
  const trocs = {
    managedByRef: async (ref: string) =>
      ref === 'fauteuil' ? { troc: chair, ambiguous: false } : { troc: null, ambiguous: ref === 'chaise' },
  };
  const users = { findByEmail: async (email: string) => (email === 'ana@chu.fr' ? member : null) };
  const service = new TrackerImportService(
    ...([trackers, queries, trocs, users] as never as ConstructorParameters<typeof TrackerImportService>),
  );
  return { service, written };
}

const line = (over: Record<string, string>) => ({ troc: 'fauteuil', quantity: '2', user: 'ana@chu.fr', ...over });
const issues = (outcome: { issues: { column: string; messages: string[] }[] }) =>
  Object.fromEntries(outcome.issues.map((i) => [i.column, i.messages]));

describe('a line of an exchanges import', () => {
  it('succeeds for a member taking a quantity of my listing, and is written once even when resumed', async () => {
    const { service, written } = importer();
    expect(await service.check(line({}), actor)).toEqual({ status: 'Success', issues: [], tracker: null });
    expect(await service.apply(line({}), actor, 'abc')).toEqual({
      status: 'Success',
      issues: [],
      tracker: { slug: 'abc', name: 'Fauteuil' },
    });
    expect(written).toMatchObject([{ slug: 'fauteuil', values: { user: 5, quantity: '2' }, as: 'abc' }]);
    await service.apply(line({}), actor, 'abc');
    expect(written).toHaveLength(1);
  });

  it('fails naming the column: a missing, unknown or ambiguous listing, an unknown member', async () => {
    const { service, written } = importer();
    expect(issues(await service.check(line({ troc: '' }), actor))).toMatchObject({ troc: [fr.validation.required] });
    expect(issues(await service.check(line({ troc: 'armoire' }), actor))).toEqual({ troc: [E.listingUnknown] });
    expect(issues(await service.check(line({ troc: 'chaise' }), actor))).toEqual({ troc: [E.listingAmbiguous] });
    const unknown = await service.apply(line({ user: 'bob@chu.fr' }), actor, 'x');
    expect(unknown.status).toBe('Failed');
    expect(issues(unknown)).toEqual({ user: [E.memberUnknown] });
    expect(unknown.issues[0]!.value).toBe('bob@chu.fr');
    expect(written).toEqual([]);
  });

  it('fails with the regularisation form’s messages: nothing left, a quantity out of bounds, no taker', async () => {
    expect(issues(await importer({ remaining: 0 }).service.check(line({}), actor))).toEqual({
      troc: [fr.tracker.errors.nothingLeft],
    });
    const { service } = importer({ remaining: 1 });
    expect(issues(await service.check(line({ quantity: '3' }), actor)).quantity).toHaveLength(1);
    expect(issues(await service.check(line({ user: '', quantity: '1' }), actor))).toEqual({
      user: [fr.tracker.errors.chooseUser],
    });
  });

  it('reports a refusal of the exchange service on the line instead of failing the import', async () => {
    const form = importer({
      refuse: new FormError({ quantity: [t(fr.tracker.errors.quantityRange, { min: 1, max: 1 })] }),
    });
    expect(issues(await form.service.apply(line({}), actor, 'x'))).toEqual({
      quantity: [t(fr.tracker.errors.quantityRange, { min: 1, max: 1 })],
    });
    const conflict = importer({ refuse: new ConflictError('TRACKER_NOTHING_LEFT', fr.tracker.errors.nothingLeft) });
    expect(await conflict.service.apply(line({}), actor, 'x')).toMatchObject({
      status: 'Failed',
      issues: [{ column: 'troc', messages: [fr.tracker.errors.nothingLeft] }],
    });
    // Anything else is a fault, not a line's outcome: the job fails and is tried again.
    await expect(importer({ refuse: new Error('disk') }).service.apply(line({}), actor, 'x')).rejects.toThrow('disk');
  });
});
