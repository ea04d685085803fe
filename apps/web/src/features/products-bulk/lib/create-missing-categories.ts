import type { CategoryIndex, MissingCategory } from '@portal/domain';
import { createCategory } from '../../../api/categories.ts';

/**
 * Creates the missing categories in order (parents before children): a parent is either one that
 * already exists in `index` or one just created. Answers how many were created.
 */
export async function createMissingCategories(
  toCreate: MissingCategory[],
  index: CategoryIndex,
): Promise<number> {
  const created = new Map<string, number>();
  const keyOf = (path: string[]) => path.join('\u0000').toLowerCase();
  const idOf = (path: string[]): number | null => {
    const done = created.get(keyOf(path));
    if (done !== undefined) return done;
    let parent = 0;
    for (const name of path) {
      const found = index.children.get(parent)?.get(name.trim().toLowerCase());
      if (!found) return null;
      parent = found.id;
    }
    return parent;
  };
  for (const m of toCreate) {
    const parentId = m.path.length > 1 ? idOf(m.path.slice(0, -1)) : null;
    created.set(keyOf(m.path), await createCategory(m.path[m.path.length - 1]!, parentId));
  }
  return created.size;
}
