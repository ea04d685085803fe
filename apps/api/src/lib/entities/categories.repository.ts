import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { categories } from '../../db/schema/index.ts';

/** The marketplace's product categories (every level), by name: shared by products and the bulk CSV. */
export function listCategories(db: DbOrTx) {
  return db
    .select({ id: categories.id, name: categories.name, parentCategoryId: categories.parentCategoryId })
    .from(categories)
    .orderBy(asc(categories.name), asc(categories.id));
}
