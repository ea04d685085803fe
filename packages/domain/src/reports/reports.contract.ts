import { defineOperation } from '../contract.ts';
import {
  bestSellersSchema,
  lastTwelveMonthsSchema,
  orderSummaryQuerySchema,
  topCustomersSchema,
} from './reports.schemas.ts';
import * as routes from './reports.operations.ts';

const tag = 'Reports';

/** Sales reports and the order summary CSV (spec 002 section 9). Money in cents, completed orders only. */
export const reportsContract = {
  getLastTwelveMonths: defineOperation({
    ...routes.getLastTwelveMonths,
    summary: 'Sales, orders, active customers and average order value of each of the last 12 months',
    tag,
    response: lastTwelveMonthsSchema,
    errors: [403],
  }),
  getTopCustomers: defineOperation({
    ...routes.getTopCustomers,
    summary: "This month's and last month's best customers",
    tag,
    response: topCustomersSchema,
    errors: [403],
  }),
  getBestSellers: defineOperation({
    ...routes.getBestSellers,
    summary: "This month's and last month's best-selling products",
    tag,
    response: bestSellersSchema,
    errors: [403],
  }),
  downloadOrderSummary: defineOperation({
    ...routes.downloadOrderSummary,
    summary: 'Download the ordered products of a timeframe as CSV',
    description: '`status` is a comma-separated list of Pending, Processing, Completed and Cancelled.',
    tag,
    query: orderSummaryQuerySchema,
    response: {
      media: 'text/csv',
      description: 'One row per product and portion, with the columns of ORDER_SUMMARY_HEADERS',
    },
    errors: [400, 403],
  }),
};
