import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { authContract } from '@portal/domain';
import { callOperation } from '../lib/api-client.ts';
import { operationOf } from '@portal/domain/operation-routes';
import * as routes from '@portal/domain/auth/auth.operations';

export type { SupplierDetails } from '@portal/domain';

/** The contract's operations from its zod-free routes (operationOf): these pages load no zod schemas. */
const ops = {
  getMe: operationOf<typeof authContract.getMe>(routes.getMe),
  listStaffSuppliers: operationOf<typeof authContract.listStaffSuppliers>(routes.listStaffSuppliers),
  actAs: operationOf<typeof authContract.actAs>(routes.actAs),
};

/** The session's supplier and staff's choice of supplier: every query key, so a write refreshes them. */
const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
  staffSuppliers: () => [...authKeys.all, 'staff-suppliers'] as const,
};
/** The signed-in supplier's details (settings writes replace it). */
export const meQueryKey = authKeys.me();

/** The signed-in supplier's details: the query useMe reads (and a landing page's loader fills). */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => callOperation(ops.getMe, {}, { signal }),
    staleTime: 5 * 60_000,
  });

/** The signed-in supplier's details, shared by the shell and every feature. */
export function useMe(enabled = true) {
  return useQuery({ ...meQueryOptions(), enabled });
}

/** The suppliers a staff member may act as. */
const staffSuppliersQuery = () =>
  queryOptions({
    queryKey: authKeys.staffSuppliers(),
    queryFn: ({ signal }) => callOperation(ops.listStaffSuppliers, {}, { signal }),
  });
export const useStaffSuppliers = () => useQuery(staffSuppliersQuery());

/** A short-lived token acting as the chosen supplier (the session then starts again with it). */
export const useActAs = () =>
  useMutation({
    mutationFn: (supplierId: number) => callOperation(ops.actAs, { body: { supplierId } }),
  });
