import { z } from 'zod';
import { ERROR_CODES } from '../errors.ts';
import { defineOperation } from '../contract.ts';
import { idParam } from '../primitives/index.ts';
import {
  bulkUndoResponseSchema,
  bulkUploadBodySchema,
  bulkUploadResponseSchema,
} from './products-bulk.schemas.ts';
import * as routes from './products-bulk.operations.ts';

const tag = 'Bulk products';
const ALL_OR_NOTHING =
  'All or nothing. A 400 answers `{ errors: [{ param: "products", message, code: "invalid_products" }], ' +
  'products: [{ index, productId, productSanitized, productErrors: [{ param, message }] }] }` listing only ' +
  'the products with errors; `index` is the position in the request `products` array. The body may be up to 25 MB.';

/** Bulk add and edit of products from a CSV (spec 000 section 7), and undo of a bulk edit. */
export const productsBulkContract = {
  bulkAddProducts: defineOperation({
    ...routes.bulkAddProducts,
    summary: 'Add many products at once',
    description: ALL_OR_NOTHING,
    tag,
    body: bulkUploadBodySchema,
    response: bulkUploadResponseSchema,
    errors: [400, 403, 413],
    codes: { 400: [ERROR_CODES.invalidProducts, ERROR_CODES.catalogueFull] },
  }),
  bulkEditProducts: defineOperation({
    ...routes.bulkEditProducts,
    summary: 'Change many existing products at once',
    description: `${ALL_OR_NOTHING} The upload can be undone once (undoBulkUpload).`,
    tag,
    body: bulkUploadBodySchema,
    response: bulkUploadResponseSchema,
    errors: [400, 403, 413],
    codes: { 400: [ERROR_CODES.invalidProducts] },
  }),
  undoBulkUpload: defineOperation({
    ...routes.undoBulkUpload,
    summary: 'Put back the products a bulk edit changed',
    description: 'Only an edit upload can be undone, and only once (409 otherwise).',
    tag,
    params: z.object({ id: idParam() }),
    response: bulkUndoResponseSchema,
    errors: [400, 403, 404, 409],
  }),
};
