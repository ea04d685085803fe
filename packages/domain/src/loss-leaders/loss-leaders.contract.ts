import { z } from 'zod';
import { ERROR_CODES } from '../errors.ts';
import { dataOf, defineOperation } from '../contract.ts';
import { thresholdBodySchema } from '../customers/customers.schemas.ts';
import { idParam } from '../primitives/index.ts';
import * as routes from './loss-leaders.operations.ts';

export const lossThresholdSchema = z.object({
  lossProductsMinimumSpend: z
    .number()
    .int()
    .nullable()
    .describe('Cents: the order total from which loss leaders apply; null while not set'),
});
export type LossThreshold = z.infer<typeof lossThresholdSchema>;

export const lossProductSchema = z.object({
  id: z.number().int().describe('The loss leader entry (DELETE suppliers/loss-products/{id})'),
  productId: z.number().int(),
  sku: z.string().nullable(),
  name: z.string(),
});
export type LossProduct = z.infer<typeof lossProductSchema>;

export const lossVenueSchema = z.object({
  id: z.number().int().describe('The loss leader entry (DELETE suppliers/loss-venues/{id})'),
  venueId: z.number().int(),
  venue: z.string(),
});
export type LossVenue = z.infer<typeof lossVenueSchema>;

const tag = 'Loss leaders';
/**
 * One parameter name per path: POST .../{id} takes the product (or venue) to add, DELETE .../{id} the entry
 * to remove (the spec's call table writes them {productId}/{venueId} and {id}; the URLs are the same).
 */
const entryParams = z.object({ id: idParam('Id must be a positive number') });

/** Loss leaders: the order threshold, the products sold at a loss and the venues that get them (spec 002). */
export const lossLeadersContract = {
  getLossThreshold: defineOperation({
    ...routes.getLossThreshold,
    summary: 'Get the order total from which loss leaders apply',
    tag,
    response: lossThresholdSchema,
    errors: [403],
  }),
  setLossThreshold: defineOperation({
    ...routes.setLossThreshold,
    summary: 'Set the order total from which loss leaders apply',
    tag,
    body: thresholdBodySchema,
    response: lossThresholdSchema,
    errors: [400, 403],
  }),
  listLossProducts: defineOperation({
    ...routes.listLossProducts,
    summary: "List the supplier's loss leader products",
    tag,
    response: dataOf(lossProductSchema),
    errors: [403],
  }),
  addLossProduct: defineOperation({
    ...routes.addLossProduct,
    summary: 'Make a product a loss leader',
    description:
      '`id` is the product to add (the spec writes it `{productId}`). At most 10, and only once a threshold is ' +
      'set (400); a product already on the list answers 409.',
    tag,
    params: z.object({ id: idParam('Product is required').describe('The product to add') }),
    response: lossProductSchema,
    errors: [400, 403, 404, 409],
    codes: { 400: [ERROR_CODES.lossProductsLimit] },
  }),
  removeLossProduct: defineOperation({
    ...routes.removeLossProduct,
    summary: 'Take a product off the loss leaders',
    description: '`id` is the loss leader entry (the `id` of GET suppliers/loss-products), not the product.',
    tag,
    params: entryParams,
    errors: [400, 403, 404],
  }),
  listLossVenues: defineOperation({
    ...routes.listLossVenues,
    summary: 'List the venues that get loss leader prices',
    tag,
    response: dataOf(lossVenueSchema),
    errors: [403],
  }),
  addLossVenue: defineOperation({
    ...routes.addLossVenue,
    summary: 'Give a venue loss leader prices',
    description:
      '`id` is the venue to add (the spec writes it `{venueId}`). Only active trade venues (400); a venue ' +
      'already on the list answers 409.',
    tag,
    params: z.object({ id: idParam('Venue is required').describe('The venue to add') }),
    response: lossVenueSchema,
    errors: [400, 403, 404, 409],
  }),
  removeLossVenue: defineOperation({
    ...routes.removeLossVenue,
    summary: 'Take a venue off the loss leaders',
    description: '`id` is the loss leader entry (the `id` of GET suppliers/loss-venues), not the venue.',
    tag,
    params: entryParams,
    errors: [400, 403, 404],
  }),
};
