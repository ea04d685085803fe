import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Contact } from '@portal/domain';
import { api } from '../../../lib/api-client.ts';

export const contactsQueryKey = ['suppliers', 'contacts'] as const;

/** GET suppliers/contacts */
export const getContacts = (signal?: AbortSignal) =>
  api.get<{ data: Contact[] }>('suppliers/contacts', { signal }).then((r) => r.data);

export const contactsQueryOptions = () =>
  queryOptions({ queryKey: contactsQueryKey, queryFn: ({ signal }) => getContacts(signal) });

export const useContacts = () => useQuery(contactsQueryOptions());
