import { UNITS } from '@portal/domain';
import type { Db } from '../client.ts';
import { categories, products, units } from '../schema/index.ts';
import { CATALOGUE } from './catalogue.data.ts';
import type { Random } from './random.ts';

/** Units, the three-level category tree and the demo suppliers' products. */
export async function seedCatalogue(db: Db, rnd: Random, supplierId: number, supplier2Id: number) {
  await db.insert(units).values(UNITS.map((u) => ({ ...u })));

  const categoryIds = new Map<string, number>();
  for (const line of CATALOGUE) {
    let parentId: number | null = null;
    for (let depth = 0; depth < 3; depth++) {
      const key = line.path.slice(0, depth + 1).join(' > ');
      let id = categoryIds.get(key);
      if (id === undefined) {
        const inserted: Array<{ id: number }> = await db
          .insert(categories)
          .values({ name: line.path[depth]!, parentCategoryId: parentId })
          .returning({ id: categories.id });
        id = inserted[0]!.id;
        categoryIds.set(key, id);
      }
      parentId = id ?? null;
    }
  }

  const now = Date.now();
  const rows: Array<typeof products.$inferInsert> = [];
  let n = 0;
  for (const line of CATALOGUE) {
    for (const variant of line.variants ?? ['']) {
      n += 1;
      const name = variant ? `${line.name} ${variant}` : line.name;
      const ex = Math.max(50, Math.round(line.priceCents * (1 + (rnd.next() - 0.5) * 0.3)));
      rows.push({
        supplierId,
        sku: `HF-${String(1000 + n)}`,
        name,
        priceInCents: line.gst ? Math.round((ex * 11) / 10) : ex,
        gstExempt: !line.gst,
        enabled: !rnd.chance(0.06),
        outOfStock: rnd.chance(0.05),
        isBestBuy: rnd.chance(0.08),
        unitOfPriceId: line.unitId,
        unitOfPortionId: line.portionUnitId ?? line.unitId,
        portions: line.portions,
        categories: [1, 2, 3].map((d) => categoryIds.get(line.path.slice(0, d).join(' > '))!),
        dateAdded: new Date(now - rnd.int(30, 400) * 86_400_000),
        dateModified: new Date(now - rnd.int(0, 30) * 86_400_000),
      });
    }
  }
  const inserted = await db.insert(products).values(rows).returning({ id: products.id });

  const meat = CATALOGUE.filter((l) => l.path[0] === 'Meat');
  const rows2 = meat.map((line, i) => ({
    supplierId: supplier2Id,
    sku: `SCM-${String(200 + i)}`,
    name: line.name,
    priceInCents: line.priceCents,
    gstExempt: true,
    unitOfPriceId: line.unitId,
    unitOfPortionId: line.portionUnitId ?? line.unitId,
    portions: line.portions,
    categories: [1, 2, 3].map((d) => categoryIds.get(line.path.slice(0, d).join(' > '))!),
  }));
  const inserted2 = await db.insert(products).values(rows2).returning({ id: products.id });
  return {
    categoryIds,
    productIds: inserted.map((p) => p.id),
    supplier2ProductIds: inserted2.map((p) => p.id),
  };
}
