import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Contact, ContactBodyInput } from '@portal/domain';
import { api } from '../../../lib/api-client.ts';
import { contactsQueryKey } from './get-contacts.ts';

/** POST suppliers/contacts */
export const createContact = (body: ContactBodyInput) => api.post<Contact>('suppliers/contacts', body);

export function useCreateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactsQueryKey }),
  });
}
