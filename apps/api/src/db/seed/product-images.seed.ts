import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import type { FileStorage } from '../../lib/file-storage.ts';
import { customPrices, images, products } from '../schema/index.ts';
import { CATALOGUE } from './catalogue.data.ts';
import type { Random } from './random.ts';
import type { DemoWorld } from './world.ts';
import { loadSharp } from '../../lib/lazy.ts';

const COLOURS: Record<string, [string, string]> = {
  Produce: ['#2e7d32', '#c8e6c9'],
  Meat: ['#b71c1c', '#ffcdd2'],
  Seafood: ['#01579b', '#b3e5fc'],
  Dairy: ['#f9a825', '#fff9c4'],
  Bakery: ['#8d6e63', '#efebe9'],
  Pantry: ['#6a1b9a', '#e1bee7'],
  Beverages: ['#00695c', '#b2dfdb'],
  'Cleaning and packaging': ['#455a64', '#cfd8dc'],
};

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** A simple product tile: the category's colours, a plate and the product's name. No downloads. */
function tileSvg(name: string, category: string, sub: string): string {
  const [dark, light] = COLOURS[category] ?? ['#37474f', '#eceff1'];
  const words = name.split(' ');
  const lines = words.length > 2 ? [words.slice(0, 2).join(' '), words.slice(2).join(' ')] : [name];
  const text = lines
    .map(
      (l, i) =>
        `<text x="200" y="${300 + i * 34}" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" font-weight="700" fill="${dark}" text-anchor="middle">${escapeXml(l)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
  <rect width="400" height="400" fill="${light}"/>
  <circle cx="200" cy="150" r="95" fill="#ffffff" stroke="${dark}" stroke-width="8"/>
  <circle cx="200" cy="150" r="55" fill="${dark}" opacity="0.85"/>
  ${text}
  <text x="200" y="380" font-family="DejaVu Sans, Arial, sans-serif" font-size="18" fill="${dark}" text-anchor="middle">${escapeXml(sub)}</text>
</svg>`;
}

/**
 * The marketplace image gallery (one image per catalogue line), pictures for most of the demo
 * supplier's products, and custom prices for several trade venues. Images are rendered with sharp
 * by writeGalleryFiles when a file storage is given (the server); tests get the rows without the files.
 */
const gallerySlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Renders the gallery's pictures into the file storage. Called before the seed's transaction: the database
 * storage driver writes through its own connection, which would wait for that transaction on PGlite's one.
 */
export async function writeGalleryFiles(files: FileStorage): Promise<void> {
  const sharp = await loadSharp();
  for (const line of CATALOGUE) {
    const jpeg = await sharp(Buffer.from(tileSvg(line.name, line.path[0], line.path[2])))
      .jpeg({ quality: 80 })
      .toBuffer();
    await files.put(`gallery/${gallerySlug(line.name)}.jpg`, jpeg);
  }
}

export async function seedProductImages(db: Db, rnd: Random, world: DemoWorld, files?: FileStorage) {
  const imageIdByName = new Map<string, number>();
  for (const line of CATALOGUE) {
    const slug = gallerySlug(line.name);
    const key = `gallery/${slug}.jpg`;
    const [row] = await db
      .insert(images)
      .values({
        supplierId: null,
        url: files ? files.publicUrl(key) : `/files/${key}`,
        fileName: `${slug}.jpg`,
        description: `${line.name} - ${line.path.join(' > ')}`,
        fromGallery: true,
      })
      .returning({ id: images.id });
    imageIdByName.set(line.name, row!.id);
  }

  // Most products get the gallery image of their catalogue line; a few stay without one.
  const rows = await db
    .select({ id: products.id, name: products.name, priceInCents: products.priceInCents })
    .from(products)
    .where(eq(products.supplierId, world.supplierId));
  for (const p of rows) {
    const line = CATALOGUE.find((l) => p.name.startsWith(l.name) || p.name.endsWith(l.name));
    if (!line || rnd.chance(0.15)) continue;
    await db
      .update(products)
      .set({ imageId: imageIdByName.get(line.name)! })
      .where(eq(products.id, p.id));
  }

  // Custom prices: a handful of regular venues get about 8% off on a spread of products.
  const venues = world.tradeVenueIds.slice(0, 6);
  const values: Array<typeof customPrices.$inferInsert> = [];
  rows.forEach((p, i) => {
    if (i % 9 !== 0) return;
    const count = 1 + (i % 5);
    for (const venueId of venues.slice(0, count)) {
      values.push({
        supplierId: world.supplierId,
        productId: p.id,
        venueId,
        priceInCents: Math.max(10, Math.round(p.priceInCents * (0.88 + rnd.next() * 0.06))),
      });
    }
  });
  if (values.length) await db.insert(customPrices).values(values);
}
