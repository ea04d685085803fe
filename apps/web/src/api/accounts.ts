import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountsContract as ops, type BodyOf, type Role } from '@portal/domain';
import { callOperation, isErrorOf } from '../lib/api-client.ts';

/** The team, invitations and the second factor. */
export const teamKeys = { all: ['team'] as const };

export const teamQuery = () =>
  queryOptions({
    queryKey: teamKeys.all,
    queryFn: ({ signal }) => callOperation(ops.listTeam, {}, { signal }).then((r) => r.data),
  });
export const useTeam = () => useQuery(teamQuery());

function useTeamMutation<T>(run: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => client.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

export const useInvite = () =>
  useTeamMutation((body: BodyOf<typeof ops.invite>) => callOperation(ops.invite, { body }));
export const useChangeRole = () =>
  useTeamMutation(({ userId, role }: { userId: number; role: Role }) =>
    callOperation(ops.changeRole, { params: { userId }, body: { role } }),
  );
export const useRemoveMember = () =>
  useTeamMutation((userId: number) => callOperation(ops.removeMember, { params: { userId } }));
export const useResendInvitation = () =>
  useTeamMutation((id: number) => callOperation(ops.resendInvitation, { params: { id } }));
export const useRevokeInvitation = () =>
  useTeamMutation((id: number) => callOperation(ops.revokeInvitation, { params: { id } }));

/** The caller's own second factor: on or off, since when, and whether it may be turned off. */
export const totpKeys = { all: ['totp'] as const };
export const totpStateQuery = () =>
  queryOptions({
    queryKey: totpKeys.all,
    queryFn: ({ signal }) => callOperation(ops.getTotp, {}, { signal }),
  });
export const useTotpState = () => useQuery(totpStateQuery());

export const enrolTotp = (body: BodyOf<typeof ops.enrolTotp>) => callOperation(ops.enrolTotp, { body });
export const confirmTotp = (code: string) => callOperation(ops.confirmTotp, { body: { code } });
export const disableTotp = (body: BodyOf<typeof ops.disableTotp>) => callOperation(ops.disableTotp, { body });

/** The public pages (no session): a reset link and an invitation link. */
export const requestPasswordReset = (email: string) =>
  callOperation(ops.requestPasswordReset, { body: { email } }, { anonymous: true });
export const confirmPasswordReset = (body: BodyOf<typeof ops.confirmPasswordReset>) =>
  callOperation(ops.confirmPasswordReset, { body }, { anonymous: true });
/** The owner has a second factor and the reset did not give its code: ask for it. */
export const isResetOtpRequired = (error: unknown) =>
  isErrorOf(error, ops.confirmPasswordReset, 401, 'otp_required');
export const acceptInvitation = (body: BodyOf<typeof ops.acceptInvitation>) =>
  callOperation(ops.acceptInvitation, { body }, { anonymous: true });
