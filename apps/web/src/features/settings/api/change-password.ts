import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@portal/domain';
import { api } from '../../../lib/api-client.ts';

/** Both answer the caller's token issued anew: every other session of the account has ended. */
export type FreshToken = { access_token: string };

/** PATCH /suppliers/auth/change-password. Its 401 means a wrong current password, not an ended session. */
export const changePassword = (body: ChangePasswordBody) =>
  api.patch<FreshToken>('suppliers/auth/change-password', body, { allowUnauthorized: true });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });

/** POST /suppliers/auth/sign-out-everywhere: ends every session of the signed-in user but this one. */
export const signOutEverywhere = () => api.post<FreshToken>('suppliers/auth/sign-out-everywhere');

export const useSignOutEverywhere = () => useMutation({ mutationFn: signOutEverywhere });
