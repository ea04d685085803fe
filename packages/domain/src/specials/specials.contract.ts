import { ERROR_CODES } from '../errors.ts';
import { defineOperation } from '../contract.ts';
import {
  createSpecialBodySchema,
  featureSpecialBodySchema,
  specialIdParamsSchema,
  specialSchema,
  specialsQuerySchema,
  specialsResponseSchema,
} from './specials.schemas.ts';
import * as routes from './specials.operations.ts';

const tag = 'Specials';

/** Specials: a product at a lower price for up to four weeks (spec 001). */
export const specialsContract = {
  listSpecials: defineOperation({
    ...routes.listSpecials,
    summary: "List the supplier's specials, grouped by status",
    description: 'With `status`, only that group is filled; the others answer empty.',
    tag,
    query: specialsQuerySchema,
    response: specialsResponseSchema,
    errors: [400, 403],
  }),
  createSpecial: defineOperation({
    ...routes.createSpecial,
    summary: 'Put a product on special',
    description:
      "Prices are on the product's basis (incl GST unless GST exempt). Overlapping dates (`special_overlaps`) " +
      'and a full category (`special_category_limit`) answer 400; `isBanner` is for staff only (403).',
    tag,
    body: createSpecialBodySchema,
    response: specialSchema,
    errors: [400, 403, 404],
    codes: { 400: [ERROR_CODES.specialOverlaps, ERROR_CODES.specialCategoryLimit] },
  }),
  archiveSpecial: defineOperation({
    ...routes.archiveSpecial,
    summary: 'Archive a special (ends it for good)',
    description: 'Answers the archived special; one already archived answers 409 `special_already_archived`.',
    tag,
    params: specialIdParamsSchema,
    response: specialSchema,
    errors: [400, 403, 404, 409],
    codes: { 409: [ERROR_CODES.specialAlreadyArchived] },
  }),
  featureSpecial: defineOperation({
    ...routes.featureSpecial,
    summary: 'Feature or unfeature a special on the marketplace banner (staff only)',
    tag,
    params: specialIdParamsSchema,
    body: featureSpecialBodySchema,
    response: specialSchema,
    errors: [400, 403, 404, 409],
    codes: { 409: [ERROR_CODES.specialAlreadyArchived] },
  }),
};
