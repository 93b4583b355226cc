import { CATEGORY_TREE } from './category-tree.data.js';
import type { Category } from './category.entity.js';
import type { CategoryRow } from './category.queries.js';
import { CategoryService } from './category.service.js';

// The category tree held in memory, over its queries faked by a table in memory.
function world(table: CategoryRow[] = []) {
  const rows = [...table];
  const seen = { inserted: [] as CategoryRow[][] };
  const queries = {
    isEmpty: async () => rows.length === 0,
    insert: async (added: CategoryRow[]) => {
      seen.inserted.push(added);
      rows.push(...added);
    },
    all: async () => [...rows].sort((a, b) => a.position - b.position || a.id - b.id) as Category[],
  };
  const service = new CategoryService(queries as never as ConstructorParameters<typeof CategoryService>[0]);
  return { service, seen, rows };
}

async function reference() {
  const built = world();
  await built.service.onApplicationBootstrap();
  return built;
}

/** A small table of our own, where a name is found under two parents. */
const row = (id: number, name: string, parentId: number | null = null, position = 0): CategoryRow => ({
  id,
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  parentId,
  position,
});
const own = [
  row(1, 'Mobilier'),
  row(2, 'Cuisine', null, 1),
  { ...row(10, 'Chaises', 1), slug: 'chaises-bureau' },
  { ...row(20, 'Chaises', 2), slug: 'chaises-cuisine' },
  row(21, 'Étagères murales', 2, 1),
];

describe('the category tree', () => {
  it('seeds the reference tree into an empty table, each child under its parent in its order', async () => {
    const { service, seen } = await reference();
    expect(seen.inserted).toHaveLength(1);
    const seeded = seen.inserted[0]!;
    expect(seeded.filter((c) => c.parentId === null).map((c) => c.id)).toEqual(CATEGORY_TREE.map((c) => c.id));
    expect(seeded.find((c) => c.id === 102)).toEqual({
      id: 102,
      parentId: 1,
      name: 'Sièges et fauteuils',
      slug: 'sieges-fauteuils',
      position: 1,
    });
    expect(service.exists(102)).toBe(true);
    expect(service.exists(99_999)).toBe(false);
  });

  it('leaves a table already filled as it is', async () => {
    const { service, seen } = world(own);
    await service.onApplicationBootstrap();
    expect(seen.inserted).toEqual([]);
    expect(service.exists(21)).toBe(true);
    expect(service.exists(102)).toBe(false);
  });

  it('builds the tree with the document field on the medical branch only', async () => {
    const { service } = await reference();
    const tree = service.tree();
    expect(tree.map((node) => node.id)).toEqual(CATEGORY_TREE.map((c) => c.id));
    const medical = tree.find((node) => node.id === 3)!;
    expect(medical).toMatchObject({ name: 'Matériel médical', parentId: null, documentField: true });
    expect(medical.children[0]).toMatchObject({ id: 301, parentId: 3, documentField: false, children: [] });
    expect(tree.find((node) => node.id === 1)!.documentField).toBe(false);
  });

  it('finds a category named in a file by its id, its slug, its name or its path, folding case and accents', async () => {
    const { service } = await reference();
    const find = (text: string) => service.findByText(text).category?.id ?? null;
    expect(find(' 102 ')).toBe(102);
    expect(find('999999')).toBeNull();
    expect(find('SIEGES-FAUTEUILS')).toBe(102);
    expect(find('Mobilier > Sièges et fauteuils')).toBe(102);
    expect(find('mobilier/sieges  ET  fauteuils')).toBe(102);
    expect(find('Sièges et fauteuils')).toBe(102);
    expect(find('Mobilier')).toBe(1);
    expect(find('Informatique et téléphonie > Sièges et fauteuils')).toBeNull();
    expect(service.findByText('Soucoupes volantes')).toEqual({ category: null, ambiguous: false });
    expect(service.findByText(' > ')).toEqual({ category: null, ambiguous: false });
  });

  it('calls a name found under two parents ambiguous, which its path settles', async () => {
    const { service } = world(own);
    await service.reload();
    expect(service.findByText('chaises')).toEqual({ category: null, ambiguous: true });
    expect(service.findByText('Cuisine > Chaises').category?.id).toBe(20);
    expect(service.findByText('etageres MURALES').category?.id).toBe(21);
  });

  it('reads a table changed since by its next load', async () => {
    const { service, rows } = world(own);
    await service.reload();
    expect(service.findByText('Vaisselle').category).toBeNull();
    rows.push(row(22, 'Vaisselle', 2, 2));
    await service.reload();
    expect(service.findByText('Cuisine > Vaisselle').category?.id).toBe(22);
    expect(service.findBySlug('vaisselle')?.id).toBe(22);
  });

  it('walks up to the top and down to every descendant', async () => {
    const { service } = await reference();
    expect(service.hierarchy(102)).toEqual([
      { name: 'Mobilier', slug: 'mobilier' },
      { name: 'Sièges et fauteuils', slug: 'sieges-fauteuils' },
    ]);
    expect(service.hierarchy(null)).toEqual([]);
    expect(service.rootOf(302)?.id).toBe(3);
    expect(service.rootOf(3)?.id).toBe(3);
    expect(service.rootOf(null)).toBeNull();
    const mobilier = CATEGORY_TREE.find((c) => c.id === 1)!;
    expect(service.descendantIds(1)).toEqual([1, ...mobilier.children!.map((c) => c.id)]);
    expect(service.descendantIds(102)).toEqual([102]);
    expect(service.descendantIds(99_999)).toEqual([]);
  });

  it('gives the document field to category 3 and below, and lists the leaves', async () => {
    const { service } = await reference();
    expect([3, 301, 302].map((id) => service.hasDocumentField(id))).toEqual([true, true, true]);
    expect([1, 102, null, 99_999].map((id) => service.hasDocumentField(id))).toEqual([false, false, false, false]);
    const leaves = service.leaves().map((c) => c.id);
    expect(leaves).toContain(102);
    expect(leaves).not.toContain(1);
    expect(leaves).toHaveLength(CATEGORY_TREE.flatMap((c) => c.children ?? [c]).length);
  });
});
