import { z } from 'zod';
import { SPECIAL_STATUSES } from '../specials/specials.messages.ts';

/*
 * The catalogue's answers (GET suppliers/products, categories, portions, venues, product images, custom
 * pricing), as zod schemas: the API serializes through them and the web infers its types from them.
 */

/** A price or portion unit (GET portions). */
export const unitSchema = z.object({
  id: z.number().int(),
  title: z.string().describe('Kilogram, Gram, Box, Units, Bunch(s)'),
  unit: z.string().describe('kg, g, box, unit, bunch'),
});

export const productImageSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  fileName: z.string(),
  /** The image is the supplier's gallery image rather than one uploaded for this product alone. */
  fromGallery: z.boolean(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

export const venueRefSchema = z.object({ id: z.number().int(), venue: z.string() });
export type VenueRef = z.infer<typeof venueRefSchema>;

export const productCustomPriceSchema = z.object({
  id: z.number().int(),
  venue: venueRefSchema,
  priceInCents: z.number().int(),
});
export type ProductCustomPrice = z.infer<typeof productCustomPriceSchema>;

/** A product's current special: running now or coming up (archived ones are not shown). */
export const productSpecialStatusSchema = z.enum(
  SPECIAL_STATUSES.filter((status) => status !== 'archived') as ['active', 'scheduled'],
);
export type ProductSpecialStatus = z.infer<typeof productSpecialStatusSchema>;
export const productSpecialSchema = z.object({
  id: z.number().int(),
  startDate: z.string().describe('YYYY-MM-DD, the first day'),
  endDate: z.string().describe('YYYY-MM-DD, the last day'),
  specialPriceInCents: z.number().int(),
  status: productSpecialStatusSchema,
});
export type ProductSpecial = z.infer<typeof productSpecialSchema>;

/** A product as GET suppliers/products and GET suppliers/products/{id} answer it. */
export const productSchema = z
  .object({
    id: z.number().int(),
    sku: z.string().nullable(),
    name: z.string(),
    priceInCents: z.number().int().describe('Incl GST unless gstExempt'),
    gstExempt: z.boolean(),
    enabled: z.boolean(),
    outOfStock: z.boolean(),
    isBestBuy: z.boolean(),
    unitOfPrice: unitSchema,
    unitOfPortion: unitSchema,
    portions: z.array(z.number()),
    categories: z.array(z.number().int()).describe('Category ids, top tier first'),
    image: productImageSchema.nullable(),
    customPricing: z.array(productCustomPriceSchema),
    specials: z
      .array(productSpecialSchema)
      .describe('Specials that are running or scheduled (archived and ended ones are left out)'),
    dateModified: z.string(),
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof productSchema>;

export const categorySchema = z
  .object({ id: z.number().int(), name: z.string(), parentCategoryId: z.number().int().nullable() })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof categorySchema>;

export const venueSchema = z.object({
  id: z.number().int(),
  venue: z.string(),
  status: z.string(),
  venueType: z.string(),
});
export type Venue = z.infer<typeof venueSchema>;

export const galleryImageSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  fileName: z.string(),
  description: z.string().nullable(),
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;

/** A row of GET custom-pricing. */
export const customPriceListItemSchema = z.object({
  id: z.number().int(),
  venue: venueRefSchema,
  product: z.object({
    id: z.number().int(),
    sku: z.string().nullable(),
    name: z.string(),
    priceInCents: z.number().int(),
    gstExempt: z.boolean(),
    unitOfPrice: unitSchema,
  }),
  priceInCents: z.number().int().describe('Incl GST unless the product is GST exempt'),
  priceInCentsExGST: z.number().int(),
});
export type CustomPriceListItem = z.infer<typeof customPriceListItemSchema>;

/** What POST and PATCH custom-pricing answer: the row written (`customPriceId` and `id` are the same). */
export const customPriceWrittenSchema = z.object({
  customPriceId: z.number().int(),
  id: z.number().int(),
  venueId: z.number().int(),
  productId: z.number().int(),
  priceInCents: z.number().int(),
});
export type CustomPriceWritten = z.infer<typeof customPriceWrittenSchema>;
