import { z } from 'zod';
import { idParam } from '@portal/domain';

const unit = z.object({ id: z.number(), title: z.string(), unit: z.string() });

export const productResponse = z.object({
  id: z.number(),
  sku: z.string().nullable(),
  name: z.string(),
  priceInCents: z.number(),
  gstExempt: z.boolean(),
  enabled: z.boolean(),
  outOfStock: z.boolean(),
  isBestBuy: z.boolean(),
  unitOfPrice: unit,
  unitOfPortion: unit,
  portions: z.array(z.number()),
  categories: z.array(z.number()),
  image: z
    .object({ id: z.number(), url: z.string(), fileName: z.string(), fromGallery: z.boolean() })
    .nullable(),
  customPricing: z.array(
    z.object({
      id: z.number(),
      venue: z.object({ id: z.number(), venue: z.string() }),
      priceInCents: z.number(),
    }),
  ),
  specials: z.array(
    z.object({
      id: z.number(),
      startDate: z.string(),
      endDate: z.string(),
      specialPriceInCents: z.number(),
      status: z.enum(['active', 'scheduled']),
    }),
  ),
  dateModified: z.string(),
});

export const categoryResponse = z.object({
  id: z.number(),
  name: z.string(),
  parentCategoryId: z.number().nullable(),
});

export const galleryImage = z.object({
  id: z.number(),
  url: z.string(),
  fileName: z.string(),
  description: z.string().nullable(),
});

export const customPriceListItem = z.object({
  id: z.number(),
  venue: z.object({ id: z.number(), venue: z.string() }),
  product: z.object({
    id: z.number(),
    sku: z.string().nullable(),
    name: z.string(),
    priceInCents: z.number(),
    gstExempt: z.boolean(),
    unitOfPrice: unit,
  }),
  priceInCents: z.number(),
  priceInCentsExGST: z.number(),
});

export const customPriceWritten = z.object({
  customPriceId: z.number(),
  id: z.number(),
  venueId: z.number(),
  productId: z.number(),
  priceInCents: z.number(),
});

export const idParams = z.object({ id: idParam() });
