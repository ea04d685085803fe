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
/** What every sales figure counts (docs/decisions/customers-zones-settings.md, "Sales are net of credit notes"). */
const NET_OF_CREDITS =
  "Sales are net of credit notes: completed orders at their final totals (by the month placed, in the supplier's time zone) less the credit notes issued in the month, whatever month their order was placed in. Order counts are not changed by credit notes; best sellers' quantities are as supplied.";

export const reportsContract = {
  getLastTwelveMonths: defineOperation({
    ...routes.getLastTwelveMonths,
    summary: 'Sales, orders, active customers and average order value of each of the last 12 months',
    description: NET_OF_CREDITS,
    tag,
    response: lastTwelveMonthsSchema,
    errors: [403],
  }),
  getTopCustomers: defineOperation({
    ...routes.getTopCustomers,
    summary: "This month's and last month's best customers",
    description: NET_OF_CREDITS,
    tag,
    response: topCustomersSchema,
    errors: [403],
  }),
  getBestSellers: defineOperation({
    ...routes.getBestSellers,
    summary: "This month's and last month's best-selling products",
    description: NET_OF_CREDITS,
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
