import { z } from 'zod';
import { ERROR_CODES } from '../errors.ts';
import { defineOperation, pagedOf } from '../contract.ts';
import { listQuerySchema } from '../list-query.ts';
import { calendarDay, DATE_MESSAGES, idParam, isCalendarDay, storable } from '../primitives/index.ts';
import {
  cancelledOrderSchema,
  cancelOrderBodySchema,
  orderDetailSchema,
  orderExportsSchema,
  orderListItemSchema,
  processOrderBodySchema,
  supplierReferenceAnswerSchema,
  supplierReferenceBodySchema,
} from './orders.schemas.ts';
import * as routes from './orders.operations.ts';

const tag = 'Orders';
const orderParams = z.object({ id: idParam() });

/** A day, or an instant whose first ten characters are the day (the portal may send either). */
const isoDay = z
  .string()
  .max(40)
  .regex(/^\d{4}-\d{2}-\d{2}/, 'Must be a date (YYYY-MM-DD)')
  .transform((s) => s.slice(0, 10))
  .refine(isCalendarDay, DATE_MESSAGES.day);
/** A download's file name: anything but word characters, dots, dashes and spaces becomes '_'. */
const filename = z
  .string()
  .max(120)
  .optional()
  .transform((s) => (s ? s.replace(/[^\w.\- ]/g, '_') : undefined));

export const ordersListQuerySchema = listQuerySchema.extend({
  format: z.enum(['json', 'csv']).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  filename,
});

/** The supplier's orders (spec 001 §1, §2; spec 002 §3). */
export const ordersContract = {
  listOrders: defineOperation({
    ...routes.listOrders,
    summary: "List the supplier's orders, a page at a time",
    description:
      'Paged by the list query (`search` as `orderStatus[]:PENDING;orderType:TOPUP`, `fuzzy` over id, supplier order ID, venue and customer). ' +
      'With `format=csv` the answer is instead a `text/csv` download of every matching order (`from`/`to` bound the days placed, `filename` names it). ' +
      'Answers 304 to an `If-None-Match` naming the current ETag.',
    tag,
    query: ordersListQuerySchema,
    response: pagedOf(orderListItemSchema),
    alsoAnswers: [
      {
        media: 'text/csv',
        description: 'With `format=csv`: every matching order, one a row, with a header row',
      },
    ],
    errors: [400, 403],
    codes: { 400: [ERROR_CODES.exportTooLarge] },
  }),
  getOrder: defineOperation({
    ...routes.getOrder,
    summary: 'Get an order with its products',
    tag,
    params: orderParams,
    response: orderDetailSchema,
    errors: [400, 403, 404],
  }),
  processOrder: defineOperation({
    ...routes.processOrder,
    summary: 'Process a pending order: supplied quantities, removals and custom products',
    description:
      'Every line is priced again on the server. 409 when the order is no longer pending (processed elsewhere).',
    tag,
    params: orderParams,
    body: processOrderBodySchema,
    response: orderDetailSchema,
    errors: [400, 403, 404, 409],
  }),
  cancelOrder: defineOperation({
    ...routes.cancelOrder,
    summary: 'Cancel a pending or processing order, with a reason',
    tag,
    params: orderParams,
    body: cancelOrderBodySchema,
    response: cancelledOrderSchema,
    errors: [400, 403, 404, 409],
  }),
  setSupplierReference: defineOperation({
    ...routes.setSupplierReference,
    summary: "Set the supplier's own order ID on an order",
    tag,
    params: orderParams,
    body: supplierReferenceBodySchema,
    response: supplierReferenceAnswerSchema,
    errors: [400, 403, 404, 409],
  }),
  getOrderExports: defineOperation({
    ...routes.getOrderExports,
    summary: 'Say which optional order downloads the supplier has',
    description:
      "Not in the spec's call table: tells the portal whether to offer 'Products for delivery day' and the dashboard's pending-orders export.",
    tag,
    response: orderExportsSchema,
    errors: [403],
  }),
  downloadDeliveryDayCsv: defineOperation({
    ...routes.downloadDeliveryDayCsv,
    summary: 'Download the products to deliver on a day as CSV',
    tag,
    query: z.object({
      template: storable(z.string().max(100)).optional(),
      deliveryDate: calendarDay('Delivery date must be a date (yyyy-MM-dd)'),
      format: z.enum(['csv']).optional(),
      filename,
      case: z.enum(['pascal', 'snake', 'camel']).optional(),
    }),
    response: { media: 'text/csv', description: 'One row per product and unit for the delivery day' },
    errors: [400, 403],
  }),
};
