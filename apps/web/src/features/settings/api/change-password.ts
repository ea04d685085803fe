import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@portal/domain';
import { api } from '../../../lib/api-client.ts';

/** PATCH /suppliers/auth/change-password. Its 401 means a wrong current password, not an ended session. */
export const changePassword = (body: ChangePasswordBody) =>
  api.patch<void>('suppliers/auth/change-password', body, { allowUnauthorized: true });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
