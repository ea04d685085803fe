import { useMutation } from '@tanstack/react-query';
import type { LoginBody } from '@portal/domain';
import { api } from '../../../lib/api-client.ts';

/** POST /auth/login */
export const login = (body: LoginBody) =>
  api.post<{ access_token: string }>('auth/login', body, { anonymous: true });

export const useLogin = () => useMutation({ mutationFn: login });
