import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Contact, ContactPatch } from '@portal/domain';
import { api } from '../../../lib/api-client.ts';
import { contactsQueryKey } from './get-contacts.ts';

/** PATCH suppliers/contacts/{id} */
export const updateContact = ({ id, ...body }: ContactPatch & { id: number }) =>
  api.patch<Contact>(`suppliers/contacts/${id}`, body);

export function useUpdateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactsQueryKey }),
  });
}
