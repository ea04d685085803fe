import { ERROR_CODES } from '../errors.ts';
import { defineOperation, pagedOf } from '../contract.ts';
import { listQuerySchema } from '../list-query.ts';
import {
  customCommissionBodySchema,
  customCommissionSchema,
  customerRowSchema,
} from './customers.schemas.ts';
import * as routes from './customers.operations.ts';

const tag = 'Customers';

/** The supplier's customers (venues that have bought from it) and their custom rakes (spec 002 section 4). */
export const customersContract = {
  listCustomers: defineOperation({
    ...routes.listCustomers,
    summary: "List the supplier's customers, a page at a time",
    description:
      'Paged, sorted and searched by the list query (`searchFields` venueId;venueName). With `filter` ' +
      '(field names separated by `;`) each row holds only those fields.',
    tag,
    query: listQuerySchema,
    response: pagedOf(customerRowSchema.partial()),
    errors: [400, 403],
  }),
  createCustomCommission: defineOperation({
    ...routes.createCustomCommission,
    summary: 'Give a venue a custom rake (staff only)',
    description: 'A venue that has one already answers 409 `custom_commission_exists`.',
    tag,
    body: customCommissionBodySchema,
    response: customCommissionSchema,
    errors: [400, 403, 404, 409],
    codes: { 409: [ERROR_CODES.commissionExists] },
  }),
  updateCustomCommission: defineOperation({
    ...routes.updateCustomCommission,
    summary: "Change a venue's custom rake (staff only)",
    tag,
    body: customCommissionBodySchema,
    response: customCommissionSchema,
    errors: [400, 403, 404],
  }),
};
