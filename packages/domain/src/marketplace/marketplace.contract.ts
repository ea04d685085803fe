import { z } from 'zod';
import { defineOperation } from '../contract.ts';
import { calendarDay, id, idParam, text, TEXT_LIMITS } from '../primitives/index.ts';
import * as routes from './marketplace.operations.ts';

export const testOrderBodySchema = z.object({
  venueId: id(),
  deliveryDate: calendarDay('Delivery date must be a date (yyyy-MM-dd)'),
  lines: z
    .array(z.object({ productId: id(), numberOfPortions: z.number().int().min(1).max(99) }))
    .min(1)
    .max(20),
});

const detail = (max: number = TEXT_LIMITS.name) => text({ max }).optional();

/** A venue's new delivery details, as the marketplace would send them (absent: unchanged). */
export const testVenueDetailsBodySchema = z
  .object({
    street: detail(),
    suburb: detail(TEXT_LIMITS.short),
    postcode: detail(10),
    state: detail(10),
    firstName: detail(TEXT_LIMITS.short),
    lastName: detail(TEXT_LIMITS.short),
    phone: detail(30),
    email: detail(TEXT_LIMITS.email),
  })
  .strict();

/** Test-only operations, mounted only when E2E_ENABLE_TEST_ORDERS=1 (the browser journeys). */
export const marketplaceContract = {
  createTestOrder: defineOperation({
    ...routes.createTestOrder,
    summary: 'Place an order as a venue would from the marketplace (test only, staff only)',
    description:
      'Mounted only for the browser journeys (E2E_ENABLE_TEST_ORDERS=1): the order goes to the supplier the staff member acts as.',
    tag: 'Testing',
    body: testOrderBodySchema,
    response: z.object({ orderId: z.number() }),
    errors: [400, 403],
  }),
  updateTestVenueDetails: defineOperation({
    ...routes.updateTestVenueDetails,
    summary: "Change a venue's delivery details as the marketplace would (test only, staff only)",
    description:
      "Mounted only for the browser journeys (E2E_ENABLE_TEST_ORDERS=1). The venue must have ordered from the supplier the staff member acts as (otherwise 404); its orders not yet delivered take the new details. Answers that supplier's orders that changed.",
    tag: 'Testing',
    params: z.object({ venueId: idParam() }),
    body: testVenueDetailsBodySchema,
    response: z.object({ orderIds: z.array(z.number()) }),
    errors: [400, 403, 404],
  }),
};
