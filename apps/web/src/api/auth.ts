import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { authContract } from '@portal/domain';
import { callOperation } from '../lib/api-client.ts';
import { operationRef } from './operation-ref.ts';

export type { SupplierDetails } from '@portal/domain';

/** The sign-in page and the shell must not load zod: operations by reference (see operationRef). */
const ref = operationRef;
const ops = {
  getMe: ref<typeof authContract.getMe>({ method: 'GET', path: '/suppliers/auth/me', operationId: 'getMe' }),
  listStaffSuppliers: ref<typeof authContract.listStaffSuppliers>({
    method: 'GET',
    path: '/staff/suppliers',
    operationId: 'listStaffSuppliers',
  }),
  actAs: ref<typeof authContract.actAs>({ method: 'POST', path: '/staff/act-as', operationId: 'actAs' }),
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
