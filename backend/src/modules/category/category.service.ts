import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { CategoryNode, CategoryRef } from '@troc/shared';
import { LIMITS } from '@troc/shared';
import { CATEGORY_TREE, type CategorySeed } from './category-tree.data.js';
import type { Category } from './category.entity.js';
import { CategoryQueries, type CategoryRow } from './category.queries.js';

/** The category tree, held in memory: it is small and read on every card. */
@Injectable()
export class CategoryService implements OnApplicationBootstrap {
  private byId = new Map<number, Category>();
  private foldedPaths: [Category, string[]][] | null = null;
  /** Texts already looked up since the tree was loaded: an import names the same few categories on each line. */
  private foundByText = new Map<string, { category: Category | null; ambiguous: boolean }>();
  private bySlug = new Map<string, Category>();
  private childrenOf = new Map<number | null, Category[]>();

  constructor(private readonly queries: CategoryQueries) {}

  /** The reference tree is part of the product, not of the demo: loaded into an empty table. */
  async onApplicationBootstrap(): Promise<void> {
    if (await this.queries.isEmpty()) {
      const rows: CategoryRow[] = [];
      const walk = (nodes: CategorySeed[], parentId: number | null) =>
        nodes.forEach((node, position) => {
          rows.push({ id: node.id, parentId, name: node.name, slug: node.slug, position });
          walk(node.children ?? [], node.id);
        });
      walk(CATEGORY_TREE, null);
      await this.queries.insert(rows);
    }
    await this.reload();
  }

  async reload(): Promise<void> {
    const all = await this.queries.all();
    this.byId = new Map(all.map((c) => [c.id, c]));
    this.foldedPaths = null;
    this.foundByText = new Map();
    this.bySlug = new Map(all.map((c) => [c.slug, c]));
    this.childrenOf = new Map();
    for (const c of all) {
      const list = this.childrenOf.get(c.parentId) ?? [];
      list.push(c);
      this.childrenOf.set(c.parentId, list);
    }
  }

  tree(): CategoryNode[] {
    const build = (parentId: number | null): CategoryNode[] =>
      (this.childrenOf.get(parentId) ?? []).map((c) => ({
        id: c.id,
        name: c.name,
        slug: c.slug,
        parentId: c.parentId,
        documentField: c.id === LIMITS.listing.documentCategoryId,
        children: build(c.id),
      }));
    return build(null);
  }

  exists(id: number): boolean {
    return this.byId.has(id);
  }

  /**
   * A category named in a file (imports): its id, its slug, its name, or its path « Mobilier > Sièges ».
   * A name found under several parents is ambiguous (null, ambiguous): the path settles it.
   */
  findByText(text: string): { category: Category | null; ambiguous: boolean } {
    let found = this.foundByText.get(text);
    if (!found) {
      found = this.lookUp(text.trim());
      if (text.length <= 300) {
        if (this.foundByText.size >= 2_000) this.foundByText.clear();
        this.foundByText.set(text, found);
      }
    }
    return found;
  }

  private lookUp(raw: string): { category: Category | null; ambiguous: boolean } {
    if (/^\d{1,9}$/.test(raw)) return { category: this.byId.get(Number(raw)) ?? null, ambiguous: false };
    const slug = this.bySlug.get(raw.toLowerCase());
    if (slug) return { category: slug, ambiguous: false };
    const parts = raw
      .split(/\s*[>/]\s*/)
      .map(foldName)
      .filter(Boolean);
    if (parts.length === 0) return { category: null, ambiguous: false };
    // Folded once per load of the tree: an import asks for every one of its lines.
    this.foldedPaths ??= [...this.byId.values()].map((c) => [c, this.hierarchy(c.id).map((ref) => foldName(ref.name))]);
    const matches = this.foldedPaths.flatMap(([c, names]) => {
      const found =
        parts.length <= names.length && parts.every((part, i) => names[names.length - parts.length + i] === part);
      return found ? [c] : [];
    });
    return { category: matches.length === 1 ? matches[0]! : null, ambiguous: matches.length > 1 };
  }

  findBySlug(slug: string): Category | null {
    return this.bySlug.get(slug) ?? null;
  }

  /** From the top category down to this one; empty for none ('Non classé'). */
  hierarchy(id: number | null): CategoryRef[] {
    const path: CategoryRef[] = [];
    let current = id === null ? undefined : this.byId.get(id);
    while (current) {
      path.unshift({ name: current.name, slug: current.slug });
      current = current.parentId === null ? undefined : this.byId.get(current.parentId);
    }
    return path;
  }

  /** The category and everything below it: a search on 'mobilier' finds its sub-categories too. */
  descendantIds(id: number): number[] {
    const ids: number[] = [];
    const walk = (current: number) => {
      ids.push(current);
      for (const child of this.childrenOf.get(current) ?? []) walk(child.id);
    };
    if (this.byId.has(id)) walk(id);
    return ids;
  }

  /** The top-level category of a node (for the pharmacy labels and the document field). */
  rootOf(id: number | null): Category | null {
    let current = id === null ? undefined : this.byId.get(id);
    while (current && current.parentId !== null) current = this.byId.get(current.parentId);
    return current ?? null;
  }

  /** Whether listings of this category carry the document field (category id 3 and below). */
  hasDocumentField(id: number | null): boolean {
    let current = id === null ? undefined : this.byId.get(id);
    while (current) {
      if (current.id === LIMITS.listing.documentCategoryId) return true;
      current = current.parentId === null ? undefined : this.byId.get(current.parentId);
    }
    return false;
  }

  /** Every category, for the demo data and the generator. */
  leaves(): Category[] {
    return [...this.byId.values()].filter((c) => !this.childrenOf.has(c.id));
  }
}

/** Names compared without case, accents or extra spaces. */
const foldName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
