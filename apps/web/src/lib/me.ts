import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

/** GET suppliers/auth/me — the signed-in supplier's details, shared by the shell and every feature. */
export type SupplierDetails = {
  id: number;
  isStaff: boolean;
  company: string;
  bio: string | null;
  abn: string | null;
  accountName: string | null;
  bsb: string | null;
  accountNumber: string | null;
  address: { street: string | null; suburb: string | null; postcode: string | null };
  firstName: string | null;
  lastName: string | null;
  email: string;
  phone: string | null;
  state: string;
  availableForNewCustomers: boolean;
  substitutionPreferenceEnabled: boolean;
  backgroundImageUrl: string | null;
  image: string | null;
  isEarlyDeliveryEnabled: boolean;
  earlyDeliveryStartTime: string | null;
  earlyDeliveryEndTime: string | null;
  b2cEnabled: boolean;
  activationDate: string | null;
  thirdPartyDeliveryEnabled: boolean;
};

export const meQueryKey = ['suppliers', 'auth', 'me'] as const;

export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => api.get<SupplierDetails>('suppliers/auth/me', { signal }),
    staleTime: 5 * 60_000,
  });

export function useMe(enabled = true) {
  return useQuery({ ...meQueryOptions(), enabled });
}
