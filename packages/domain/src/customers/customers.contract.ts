import { ERROR_CODES } from '../errors.ts';
import { defineOperation, pagedOf } from '../contract.ts';
import { listQuerySchema } from '../list-query.ts';
import {
  customCommissionBodySchema,
  customCommissionSchema,
  customerRowSchema,
} from './customers.schemas.ts';

const tag = 'Customers';

/** The supplier's customers (venues that have bought from it) and their custom rakes (spec 002 section 4). */
export const customersContract = {
  listCustomers: defineOperation({
    method: 'GET',
    path: '/suppliers/venues',
    operationId: 'listCustomers',
    summary: "List the supplier's customers, a page at a time",
    description:
      'Paged, sorted and searched by the list query (`searchFields` venueId;venueName). With `filter` ' +
      '(field names separated by `;`) each row holds only those fields.',
    tag,
    access: 'customersRead',
    query: listQuerySchema,
    response: pagedOf(customerRowSchema.partial()),
    errors: [400, 403],
  }),
  createCustomCommission: defineOperation({
    method: 'POST',
    path: '/suppliers/custom-commission',
    operationId: 'createCustomCommission',
    summary: 'Give a venue a custom rake (staff only)',
    description: 'A venue that has one already answers 409 `custom_commission_exists`.',
    tag,
    access: 'customersEdit',
    body: customCommissionBodySchema,
    status: 201,
    response: customCommissionSchema,
    errors: [400, 403, 404, 409],
    codes: { 409: [ERROR_CODES.commissionExists] },
  }),
  updateCustomCommission: defineOperation({
    method: 'PATCH',
    path: '/suppliers/custom-commission',
    operationId: 'updateCustomCommission',
    summary: "Change a venue's custom rake (staff only)",
    tag,
    access: 'customersEdit',
    body: customCommissionBodySchema,
    response: customCommissionSchema,
    errors: [400, 403, 404],
  }),
};
