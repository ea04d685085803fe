import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { settingsContract as ops, type BodyOf, type ContactBodyInput } from '@portal/domain';
import { callOperation } from '../lib/api-client.ts';
import { uploadOperation } from '../lib/api-transfer.ts';
import { meQueryKey } from './auth.ts';

/** Settings: the contacts' keys (the supplier's details live under the auth module's `meQueryKey`). */
const settingsKeys = {
  all: ['settings'] as const,
  contacts: () => [...settingsKeys.all, 'contacts'] as const,
  contactTypes: () => [...settingsKeys.all, 'contact-types'] as const,
};

export const contactsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.contacts(),
    queryFn: ({ signal }) => callOperation(ops.listContacts, {}, { signal }).then((r) => r.data),
  });
export const useContacts = () => useQuery(contactsQueryOptions());

/** Every settings query, and the supplier's details the shell reads, are stale after a settings write. */
function useInvalidateSettings() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: settingsKeys.all }),
      qc.invalidateQueries({ queryKey: meQueryKey }),
    ]);
}

/** The supplier's details: the answer replaces the shown details at once (company name in the top bar). */
export function useUpdateMe() {
  const qc = useQueryClient();
  const invalidate = useInvalidateSettings();
  return useMutation({
    mutationFn: (body: BodyOf<typeof ops.updateMe>) => callOperation(ops.updateMe, { body }),
    onSuccess: async (details) => {
      qc.setQueryData(meQueryKey, details);
      await invalidate();
    },
  });
}

export function useCreateContact() {
  const invalidate = useInvalidateSettings();
  return useMutation({
    mutationFn: (body: ContactBodyInput) => callOperation(ops.createContact, { body }),
    onSuccess: invalidate,
  });
}

export function useUpdateContact() {
  const invalidate = useInvalidateSettings();
  return useMutation({
    mutationFn: ({ id, ...body }: BodyOf<typeof ops.updateContact> & { id: number }) =>
      callOperation(ops.updateContact, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

/** Staff only. */
export function useDeleteContact() {
  const invalidate = useInvalidateSettings();
  return useMutation({
    mutationFn: (id: number) => callOperation(ops.deleteContact, { params: { id } }),
    onSuccess: invalidate,
  });
}

/**
 * Answers the caller's token issued anew (every other session of the account has ended). Its 401 means a
 * wrong current password, not an ended session.
 */
export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: BodyOf<typeof ops.changePassword>) =>
      callOperation(ops.changePassword, { body }, { allowUnauthorized: true }),
  });

/** Ends every session of the signed-in user but this one; answers this session's token issued anew. */
export const useSignOutEverywhere = () =>
  useMutation({ mutationFn: () => callOperation(ops.signOutEverywhere) });

export type StoreImageKind = 'header' | 'logo';

const UPLOAD: Record<
  StoreImageKind,
  { operation: typeof ops.uploadLogoImage | typeof ops.uploadBackgroundImage; field: string }
> = {
  header: { operation: ops.uploadBackgroundImage, field: 'backgroundImageUrl' },
  logo: { operation: ops.uploadLogoImage, field: 'image' },
};

/**
 * The store's header image or logo (multipart), through the api-client's upload: the session, version and
 * maintenance handling of every call apply. Progress is 0 to 99 while sending and 100 once the server has
 * answered. (`supplierId` and `token` are no longer needed: the path names the signed-in supplier and the
 * api-client sends the session's token.)
 */
export async function uploadStoreImage(opts: {
  kind: StoreImageKind;
  file: File;
  onProgress: (percent: number) => void;
  supplierId?: number;
  token?: string | null;
}): Promise<{ imageUrl: string }> {
  const { operation, field } = UPLOAD[opts.kind];
  const form = new FormData();
  form.append(field, opts.file);
  opts.onProgress(0);
  const answer = await uploadOperation(
    operation,
    { body: form },
    {
      onProgress: ({ loaded, total }) =>
        opts.onProgress(total > 0 ? Math.min(99, Math.floor((loaded / total) * 100)) : 0),
    },
  );
  opts.onProgress(100);
  return answer;
}
