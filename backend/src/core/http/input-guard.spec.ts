import { inspectInput } from './input-guard.js';

describe('inspectInput', () => {
  it('accepts ordinary forms', () => {
    expect(inspectInput({ search_form: { keyword: 'chaise 😀', category: ['a', 'b'] }, page: '2' })).toBeNull();
    expect(inspectInput(undefined)).toBeNull();
  });

  it('names the field holding a lone surrogate or a NUL byte, in values and keys', () => {
    expect(inspectInput({ identity: { email: 'a\ud800@b.fr' } })).toEqual({
      kind: 'characters',
      path: 'identity.email',
    });
    expect(inspectInput({ form: { query: 'x\udc00' } })).toEqual({ kind: 'characters', path: 'form.query' });
    expect(inspectInput({ list: ['ok', 'n\u0000l'] })).toEqual({ kind: 'characters', path: 'list.1' });
    expect(inspectInput({ form: { 'k\ud800': 1 } })).toEqual({ kind: 'characters', path: 'form' });
  });

  it('stops a document nested deeper than the limit without recursion', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    expect(inspectInput(deep)).toMatchObject({ kind: 'depth' });
    expect(inspectInput({ a: { b: { c: 1 } } }, { maxDepth: 2, maxFields: 10 })).toMatchObject({ kind: 'depth' });
  });

  it('stops a body with too many fields', () => {
    const wide = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`f${i}`, i]));
    expect(inspectInput(wide, { maxDepth: 5, maxFields: 10 })).toEqual({ kind: 'fields', path: '_form' });
  });
});
