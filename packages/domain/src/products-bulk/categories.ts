import type { Category } from '../products/product-types.ts';
import { BULK_MESSAGES as M } from './products-bulk.messages.ts';

/** The category tree indexed for name look-ups; names are unique per parent, case-insensitively. */
export type CategoryIndex = {
  byId: Map<number, Category>;
  /** parent id (0 for the top tier) -> lower-case name -> category */
  children: Map<number, Map<string, Category>>;
  /** lower-case names that exist somewhere in the tree */
  anywhere: Set<string>;
};

const key = (name: string) => name.trim().toLowerCase();

export function indexCategories(list: Category[]): CategoryIndex {
  const byId = new Map<number, Category>();
  const children = new Map<number, Map<string, Category>>();
  const anywhere = new Set<string>();
  for (const c of list) {
    byId.set(c.id, c);
    const parent = c.parentCategoryId ?? 0;
    let names = children.get(parent);
    if (!names) children.set(parent, (names = new Map<string, Category>()));
    names.set(key(c.name), c);
    anywhere.add(key(c.name));
  }
  return { byId, children, anywhere };
}

export type CategoryField = 'categoryOne' | 'categoryTwo' | 'categoryThree';
export const CATEGORY_FIELDS: CategoryField[] = ['categoryOne', 'categoryTwo', 'categoryThree'];

export type CategoryResolution = {
  ids: number[];
  errors: Partial<Record<CategoryField, string>>;
};

/**
 * Category names of a row to ids, top to leaf: one is required and top tier, two belongs to one,
 * three to two. A level left blank ends the chain; a level given under a blank one is unrelated.
 */
export function resolveCategoryNames(
  names: [string, string, string],
  index: CategoryIndex,
): CategoryResolution {
  const ids: number[] = [];
  const errors: CategoryResolution['errors'] = {};
  const [one] = names;
  if (!one.trim()) {
    errors.categoryOne = M.categoryOneRequired;
    return { ids, errors };
  }
  let parent: number | null = 0;
  let ended = false;
  names.forEach((raw, level) => {
    const field = CATEGORY_FIELDS[level]!;
    const name = raw.trim();
    if (!name) {
      ended = true;
      return;
    }
    if (ended) {
      errors[field] = M.categoryNotRelated;
      parent = null;
      return;
    }
    const found: Category | undefined =
      parent === null ? undefined : index.children.get(parent)?.get(key(name));
    if (found) {
      ids.push(found.id);
      parent = found.id;
      return;
    }
    if (level === 0) errors[field] = index.anywhere.has(key(name)) ? M.categoryNotTopTier : M.categoryUnknown;
    else if (parent !== null && index.anywhere.has(key(name))) errors[field] = M.categoryNotRelated;
    else errors[field] = M.categoryUnknown;
    parent = null;
  });
  return { ids, errors };
}

/** Category ids from the payload checked against the tree, with the same messages (the server's check). */
export function checkCategoryIds(
  ids: number[],
  byId: Map<number, Category>,
): Array<{ level: number; message: string }> {
  const problems: Array<{ level: number; message: string }> = [];
  let parent: number | null = null;
  ids.forEach((id, level) => {
    const c = byId.get(id);
    if (!c) problems.push({ level, message: M.categoryUnknown });
    else if (level === 0 && c.parentCategoryId !== null)
      problems.push({ level, message: M.categoryNotTopTier });
    else if (level > 0 && c.parentCategoryId !== parent)
      problems.push({ level, message: M.categoryNotRelated });
    parent = id;
  });
  return problems;
}

/** A category path to create, parents first: ['Fruit'], ['Fruit', 'Stone fruit']. */
export type MissingCategory = { path: string[] };

/**
 * The categories that staff may create for these rows ("Create Categories"): every level of a row's
 * path that the tree lacks, below its deepest existing level. A first level whose name exists lower in
 * the tree is a category-one error, not a missing category.
 */
export function missingCategories(
  rows: Array<[string, string, string]>,
  index: CategoryIndex,
): MissingCategory[] {
  const seen = new Set<string>();
  const out: MissingCategory[] = [];
  for (const names of rows) {
    const path = names.map((n) => n.trim());
    const blank = path.indexOf('');
    const levels = blank === -1 ? path : path.slice(0, blank);
    if (!levels.length || (blank !== -1 && path.slice(blank).some(Boolean))) continue;
    let parent: number | null = 0;
    for (let level = 0; level < levels.length; level += 1) {
      const name = levels[level]!;
      const found: Category | undefined =
        parent === null ? undefined : index.children.get(parent)?.get(key(name));
      if (found) {
        parent = found.id;
        continue;
      }
      if (level === 0 && index.anywhere.has(key(name))) break;
      const p = levels.slice(0, level + 1);
      const k = p.map(key).join('\u0000');
      if (!seen.has(k)) {
        seen.add(k);
        out.push({ path: p });
      }
      parent = null;
    }
  }
  return out.sort((a, b) => a.path.length - b.path.length);
}
