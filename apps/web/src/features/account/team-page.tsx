import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { ROLE_LABELS, ROLES, type Role, type TeamMember } from '@portal/domain';
import {
  useChangeRole,
  useInvite,
  useRemoveMember,
  useResendInvitation,
  useRevokeInvitation,
  useTeam,
} from '../../api/accounts.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { useCan } from '../../lib/access.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { paths } from '../../lib/paths.ts';
import { messagesOf } from '../../lib/error-messages.ts';

const crumbs = [{ label: 'Settings', to: paths.settings }];
const fail = (error: unknown) => messagesOf(error).forEach((m) => notifyError(m, 6000));

function InviteForm() {
  const invite = useInvite();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('sales');
  const [errors, setErrors] = useState<string[]>([]);
  const submit = () =>
    invite.mutate(
      { email: email.trim(), role },
      {
        onSuccess: () => {
          notifySuccess(`Invitation sent to ${email.trim()}`);
          setEmail('');
          setErrors([]);
        },
        onError: (error) => setErrors(messagesOf(error)),
      },
    );
  return (
    <Paper sx={{ p: 2 }}>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => (e.preventDefault(), submit())}
        sx={{ display: 'grid', gap: 2 }}
      >
        {errors.map((m) => (
          <Alert key={m} severity="error">
            {m}
          </Alert>
        ))}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="Email"
            type="email"
            name="inviteEmail"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            sx={{ flex: 1 }}
          />
          <TextField
            select
            label="Role"
            name="inviteRole"
            value={role}
            onChange={(e) => setRole(e.target.value as Role)}
            sx={{ minWidth: 160 }}
          >
            {ROLES.map((r) => (
              <MenuItem key={r} value={r}>
                {ROLE_LABELS[r]}
              </MenuItem>
            ))}
          </TextField>
          <Button type="submit" variant="contained" disabled={invite.isPending}>
            Invite
          </Button>
        </Stack>
      </Box>
    </Paper>
  );
}

function MemberRow({ member, onRemove }: { member: TeamMember; onRemove: (m: TeamMember) => void }) {
  const changeRole = useChangeRole();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const name = [member.firstName, member.lastName].filter(Boolean).join(' ') || '—';
  const invited = member.status === 'invited';
  return (
    <TableRow>
      <TableCell>{name}</TableCell>
      <TableCell>{member.email}</TableCell>
      <TableCell>
        {invited ? (
          ROLE_LABELS[member.role]
        ) : (
          <TextField
            select
            size="small"
            aria-label={`Role of ${member.email}`}
            value={member.role}
            onChange={(e) =>
              changeRole.mutate({ userId: member.userId!, role: e.target.value as Role }, { onError: fail })
            }
          >
            {ROLES.map((r) => (
              <MenuItem key={r} value={r}>
                {ROLE_LABELS[r]}
              </MenuItem>
            ))}
          </TextField>
        )}
      </TableCell>
      <TableCell>{invited ? 'Invited' : 'Active'}</TableCell>
      <TableCell>{member.lastSignInAt ? new Date(member.lastSignInAt).toLocaleString() : '—'}</TableCell>
      <TableCell align="right">
        {invited ? (
          <>
            <Button
              size="small"
              onClick={() =>
                resend.mutate(member.invitationId!, {
                  onSuccess: () => notifySuccess('Invitation sent again'),
                  onError: fail,
                })
              }
            >
              Resend
            </Button>
            <Button
              size="small"
              color="error"
              onClick={() => revoke.mutate(member.invitationId!, { onError: fail })}
            >
              Revoke
            </Button>
          </>
        ) : (
          <Button size="small" color="error" onClick={() => onRemove(member)}>
            Remove
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}

/** Issue 36: Settings > Team, for owners (and staff acting as the supplier). */
export function TeamPage() {
  const can = useCan();
  const team = useTeam();
  const remove = useRemoveMember();
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  if (!can('listTeam')) return <Alert severity="info">Only an owner of the team can manage it.</Alert>;
  if (team.isError)
    return (
      <ErrorPanel message="Unable to load the team" error={team.error} onRetry={() => void team.refetch()} />
    );
  if (!team.data) return <PageLoading />;
  return (
    <>
      <PageHeader title="Team" crumbs={crumbs} />
      <Stack spacing={2}>
        <InviteForm />
        <Paper sx={{ overflowX: 'auto' }}>
          <Table aria-label="Team">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Email</TableCell>
                <TableCell>Role</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Last sign-in</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {team.data.map((m) => (
                <MemberRow key={m.userId ?? `i${m.invitationId}`} member={m} onRemove={setRemoving} />
              ))}
            </TableBody>
          </Table>
        </Paper>
      </Stack>
      <ConfirmDialog
        open={!!removing}
        title="Remove from the team?"
        confirmLabel="Remove"
        destructive
        busy={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          remove.mutate(removing!.userId!, { onSuccess: () => setRemoving(null), onError: fail })
        }
      >
        {removing?.email} will be signed out at once and can no longer sign in.
      </ConfirmDialog>
    </>
  );
}
