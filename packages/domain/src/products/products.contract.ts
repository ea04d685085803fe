import { z } from 'zod';
import { ERROR_CODES } from '../errors.ts';
import { dataOf, defineOperation } from '../contract.ts';
import { idParam } from '../primitives/index.ts';
import { customPricePayloadSchema } from './custom-prices.schemas.ts';
import { categoryCreateSchema, productCreateSchema, productPatchSchema } from './products.schemas.ts';
import {
  categorySchema,
  customPriceListItemSchema,
  customPriceWrittenSchema,
  galleryImageSchema,
  productSchema,
  unitSchema,
  venueSchema,
} from './product-types.ts';
import * as routes from './products.operations.ts';

const idParams = z.object({ id: idParam() });

/** POST suppliers/product-images, multipart/form-data: the file and an optional description. */
const productImageUploadSchema = z.object({
  image: z
    .any()
    .meta({ type: 'string', format: 'binary', description: 'A JPEG, PNG or WebP image, at most 8 MB' }),
  description: z.string().optional().describe('The image’s description (its first 200 characters are kept)'),
});

/** The catalogue: products, units, categories, venues, product images and custom pricing (spec 000). */
export const productsContract = {
  listProducts: defineOperation({
    ...routes.listProducts,
    summary: "List every product of the supplier's catalogue",
    description:
      'The whole catalogue at once: paging, search and filters happen in the portal (spec 000 section 2). ' +
      'Answers 304 to an `If-None-Match` naming the current ETag. A large catalogue is paced per supplier ' +
      '(4 MB a second after a burst of 32 MB, `ANSWER_PACE_MB_PER_SECOND`): past it an answer waits its turn, ' +
      'and one that would wait more than 15 s is a 429 with `Retry-After`.',
    tag: 'Products',
    response: dataOf(productSchema),
    errors: [403, 429],
  }),
  getProduct: defineOperation({
    ...routes.getProduct,
    summary: 'Get a product',
    tag: 'Products',
    params: idParams,
    response: productSchema,
    errors: [400, 403, 404],
  }),
  createProduct: defineOperation({
    ...routes.createProduct,
    summary: 'Create a product',
    description: 'A SKU the supplier already uses answers 409. `isBestBuy` may be set by staff only (403).',
    tag: 'Products',
    body: productCreateSchema,
    response: productSchema,
    errors: [400, 403, 404, 409],
    codes: { 400: [ERROR_CODES.catalogueFull] },
  }),
  updateProduct: defineOperation({
    ...routes.updateProduct,
    summary: 'Change a product, wholly or in part (price and GST, status, stock, image)',
    tag: 'Products',
    params: idParams,
    body: productPatchSchema,
    response: productSchema,
    errors: [400, 403, 404, 409],
  }),
  listPortions: defineOperation({
    ...routes.listPortions,
    summary: 'List the units of price and portion',
    tag: 'Products',
    response: dataOf(unitSchema),
    errors: [403],
  }),
  listCategories: defineOperation({
    ...routes.listCategories,
    summary: 'List the shared category tree (three levels)',
    tag: 'Categories',
    response: dataOf(categorySchema),
    errors: [403],
  }),
  createCategory: defineOperation({
    ...routes.createCategory,
    summary: 'Create a category (staff only)',
    description: 'A category of the same name under the same parent answers 409 with its `id`.',
    tag: 'Categories',
    body: categoryCreateSchema,
    response: categorySchema,
    errors: [400, 403, 409],
  }),
  listVenues: defineOperation({
    ...routes.listVenues,
    summary: 'List the venues of the marketplace',
    tag: 'Venues',
    response: z.object({ venues: z.array(venueSchema) }),
    errors: [403],
  }),
  listProductImages: defineOperation({
    ...routes.listProductImages,
    summary: "List the supplier's image gallery",
    tag: 'Product images',
    response: dataOf(galleryImageSchema),
    errors: [403],
  }),
  uploadProductImage: defineOperation({
    ...routes.uploadProductImage,
    summary: 'Add an image to the gallery (staff only)',
    description:
      'multipart/form-data with the file in `image` (and an optional `description`). The type is checked by ' +
      'content; the image is resized and re-encoded. A missing, unreadable or too large image answers 400.',
    tag: 'Product images',
    body: productImageUploadSchema,
    response: galleryImageSchema,
    errors: [400, 403, 429],
  }),
  listCustomPrices: defineOperation({
    ...routes.listCustomPrices,
    summary: "List the supplier's custom prices, optionally of one product",
    tag: 'Custom pricing',
    query: z.object({ productId: idParam().optional() }),
    response: dataOf(customPriceListItemSchema),
    errors: [400, 403, 404],
  }),
  createCustomPrice: defineOperation({
    ...routes.createCustomPrice,
    summary: 'Give a venue its own price for a product',
    description: 'A venue that already has a price for the product answers 409.',
    tag: 'Custom pricing',
    body: customPricePayloadSchema,
    response: customPriceWrittenSchema,
    errors: [400, 403, 404, 409],
    codes: { 400: [ERROR_CODES.customPriceExists] },
  }),
  updateCustomPrice: defineOperation({
    ...routes.updateCustomPrice,
    summary: "Change a venue's price for a product (the row is found by product and venue)",
    tag: 'Custom pricing',
    body: customPricePayloadSchema,
    response: customPriceWrittenSchema,
    errors: [400, 403, 404],
    codes: { 400: [ERROR_CODES.customPriceExists] },
  }),
  deleteCustomPrice: defineOperation({
    ...routes.deleteCustomPrice,
    summary: 'Remove a custom price',
    tag: 'Custom pricing',
    params: idParams,
    errors: [400, 403, 404],
  }),
};
