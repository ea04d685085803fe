import { z } from 'zod';
import { defineOperation } from '../contract.ts';
import { calendarDay, id } from '../primitives/index.ts';
import * as routes from './marketplace.operations.ts';

export const testOrderBodySchema = z.object({
  venueId: id(),
  deliveryDate: calendarDay('Delivery date must be a date (yyyy-MM-dd)'),
  lines: z
    .array(z.object({ productId: id(), numberOfPortions: z.number().int().min(1).max(99) }))
    .min(1)
    .max(20),
});

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
};
