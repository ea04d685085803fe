import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type SupplierChoice = { id: number; company: string; state: string; email: string };

/** GET /staff/suppliers — the suppliers a staff member may act as. */
export const staffSuppliersQuery = () =>
  queryOptions({
    queryKey: ['staff', 'suppliers'],
    queryFn: ({ signal }) => api.get<{ data: SupplierChoice[] }>('staff/suppliers', { signal }),
  });
export const useStaffSuppliers = () => useQuery(staffSuppliersQuery());

/** POST /staff/act-as — a short-lived token acting as the chosen supplier. */
export const useActAs = () =>
  useMutation({
    mutationFn: (supplierId: number) => api.post<{ access_token: string }>('staff/act-as', { supplierId }),
  });
