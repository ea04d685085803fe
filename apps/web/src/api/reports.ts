import { queryOptions, useQuery } from '@tanstack/react-query';
import type { reportsContract } from '@portal/domain';
import { callOperation } from '../lib/api-client.ts';
import { downloadOperation } from '../lib/api-transfer.ts';
import { operationOf } from '@portal/domain/operation-routes';
import * as routes from '@portal/domain/reports/reports.operations';

/** The contract's operations from its zod-free routes (operationOf): these pages load no zod schemas. */
const ops = {
  getLastTwelveMonths: operationOf<typeof reportsContract.getLastTwelveMonths>(routes.getLastTwelveMonths),
  getTopCustomers: operationOf<typeof reportsContract.getTopCustomers>(routes.getTopCustomers),
  getBestSellers: operationOf<typeof reportsContract.getBestSellers>(routes.getBestSellers),
  downloadOrderSummary: operationOf<typeof reportsContract.downloadOrderSummary>(routes.downloadOrderSummary),
};

/** Sales reports (read only) and the order summary CSV. */
export const reportKeys = {
  all: ['reports'] as const,
  lastTwelveMonths: () => [...reportKeys.all, 'last-twelve-months'] as const,
  topCustomers: () => [...reportKeys.all, 'customers-top'] as const,
  bestSellers: () => [...reportKeys.all, 'best-selling'] as const,
};

/** Sales, orders, active customers and AOV per month. */
export const lastTwelveMonthsQuery = () =>
  queryOptions({
    queryKey: reportKeys.lastTwelveMonths(),
    queryFn: ({ signal }) => callOperation(ops.getLastTwelveMonths, {}, { signal }),
  });
export const useLastTwelveMonths = () => useQuery(lastTwelveMonthsQuery());

/** This month's and last month's best customers. */
export const topCustomersQuery = () =>
  queryOptions({
    queryKey: reportKeys.topCustomers(),
    queryFn: ({ signal }) => callOperation(ops.getTopCustomers, {}, { signal }),
  });
export const useTopCustomers = () => useQuery(topCustomersQuery());

/** This month's and last month's best-selling products. */
export const bestSellersQuery = () =>
  queryOptions({
    queryKey: reportKeys.bestSellers(),
    queryFn: ({ signal }) => callOperation(ops.getBestSellers, {}, { signal }),
  });
export const useBestSellers = () => useQuery(bestSellersQuery());

export type OrderSummaryRequest = { from: string; to: string; statuses: string[]; filename: string };

/** GET suppliers/csv/order-summary: the product CSV. */
export const downloadOrderSummary = (req: OrderSummaryRequest) =>
  downloadOperation(
    ops.downloadOrderSummary,
    {
      query: {
        format: 'csv',
        from: req.from,
        to: req.to,
        status: req.statuses.join(','),
        filename: req.filename,
      },
    },
    req.filename,
  );
