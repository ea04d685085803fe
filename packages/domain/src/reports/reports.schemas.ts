import { z } from 'zod';
import { isInstant, storable, withinMaxRange } from '../primitives/index.ts';
import { REPORT_MESSAGES } from './reports.messages.ts';

export * from './reports.messages.ts';

export const monthRowSchema = z.object({
  /** YYYY-MM in the supplier's time zone. */
  month: z.string(),
  sales: z.number(),
  orders: z.number(),
  active_customers: z.number(),
  aov: z.number(),
});
export type MonthRow = z.infer<typeof monthRowSchema>;
/**
 * Last month over the same days as this month so far (its 1st to the same day of the month, through
 * whole days in the supplier's time zone): what the Monthly Snapshot compares this month with.
 */
export const lastMonthToDateSchema = monthRowSchema.extend({
  /** First day compared, YYYY-MM-DD. */
  from: z.string(),
  /** Last day compared, YYYY-MM-DD (today's day of the month, or last month's last day if shorter). */
  through: z.string(),
});
export type LastMonthToDate = z.infer<typeof lastMonthToDateSchema>;
export const lastTwelveMonthsSchema = z.object({
  data: z.array(monthRowSchema),
  lastMonthToDate: lastMonthToDateSchema,
});
export type LastTwelveMonths = z.infer<typeof lastTwelveMonthsSchema>;

export const topCustomerSchema = z.object({
  venueId: z.number(),
  name: z.string(),
  orders: z.number(),
  sales: z.number(),
});
export type TopCustomer = z.infer<typeof topCustomerSchema>;
export const topCustomersSchema = z.object({
  thisMonth: z.array(topCustomerSchema),
  lastMonth: z.array(topCustomerSchema),
});
export type TopCustomers = z.infer<typeof topCustomersSchema>;

export const bestSellerSchema = z.object({
  productId: z.number().nullable(),
  name: z.string(),
  quantity: z.number(),
  sales: z.number(),
});
export type BestSeller = z.infer<typeof bestSellerSchema>;
export const bestSellersSchema = z.object({
  thisMonth: z.array(bestSellerSchema),
  lastMonth: z.array(bestSellerSchema),
});
export type BestSellers = z.infer<typeof bestSellersSchema>;

const isoInstant = (message: string) =>
  z.string({ error: message }).trim().min(1, message).refine(isInstant, message);

const bothDates = (q: { from: string; to: string }) =>
  !Number.isNaN(Date.parse(q.from)) && !Number.isNaN(Date.parse(q.to));

/** GET /suppliers/csv/order-summary */
export const orderSummaryQuerySchema = z
  .object({
    format: z.literal('csv', { error: REPORT_MESSAGES.formatInvalid }).default('csv'),
    from: isoInstant(REPORT_MESSAGES.fromInvalid),
    to: isoInstant(REPORT_MESSAGES.toInvalid),
    status: storable(z.string().max(200)).optional(),
    filename: storable(z.string().trim().max(120)).optional(),
  })
  .refine((q) => !bothDates(q) || Date.parse(q.to) >= Date.parse(q.from), {
    message: REPORT_MESSAGES.toBeforeFrom,
    path: ['to'],
  })
  .refine((q) => withinMaxRange(q.from, q.to), {
    message: REPORT_MESSAGES.rangeTooLong,
    path: ['to'],
  });
export type OrderSummaryQuery = z.infer<typeof orderSummaryQuerySchema>;

export const ORDER_SUMMARY_HEADERS = [
  'Product ID',
  'SKU',
  'Product',
  'Portion Size',
  'Unit of Portion',
  'Number of Portions',
  'Quantity Priced',
  'Unit of Price',
  'Orders',
  'Total (inc GST)',
] as const;
