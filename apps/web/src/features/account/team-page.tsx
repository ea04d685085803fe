import { useRef, useState } from 'react';
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
import { VISUALLY_HIDDEN } from '../../components/table/card-styles.ts';
import { formatDateTime } from '../../lib/format.ts';
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
  const emailRef = useRef<HTMLInputElement>(null);
  const submit = () =>
    invite.mutate(
      { email: email.trim(), role },
      {
        onSuccess: () => {
          notifySuccess(`Invitation sent to ${email.trim()}`);
          setEmail('');
          setErrors([]);
          // The next thing to do is the next invitation: focus returns to the address, never the page.
          emailRef.current?.focus();
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
            inputRef={emailRef}
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

/** What the owner is asked to confirm: a new role for a person, or revoking an invitation. */
type Pending =
  | { kind: 'role'; member: TeamMember; role: Role }
  | { kind: 'revoke' | 'remove'; member: TeamMember };

const nameOf = (member: TeamMember) =>
  [member.firstName, member.lastName].filter(Boolean).join(' ') || member.email;

function MemberRow({ member, onAsk }: { member: TeamMember; onAsk: (p: Pending) => void }) {
  const resend = useResendInvitation();
  const name = [member.firstName, member.lastName].filter(Boolean).join(' ') || '—';
  const invited = member.status === 'invited';
  return (
    <TableRow>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>
        {name}
        <Box sx={{ display: { xs: 'block', md: 'none' }, color: 'text.secondary', fontSize: '0.8125rem' }}>
          {member.email}
        </Box>
      </TableCell>
      <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, overflowWrap: 'anywhere' }}>
        {member.email}
      </TableCell>
      <TableCell>
        {invited ? (
          ROLE_LABELS[member.role]
        ) : (
          <TextField
            select
            size="small"
            value={member.role}
            slotProps={{ htmlInput: { 'aria-label': `Role of ${nameOf(member)}` } }}
            onChange={(e) => onAsk({ kind: 'role', member, role: e.target.value as Role })}
          >
            {ROLES.map((r) => (
              <MenuItem key={r} value={r}>
                {ROLE_LABELS[r]}
              </MenuItem>
            ))}
          </TextField>
        )}
      </TableCell>
      <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
        {invited ? 'Invited' : 'Active'}
      </TableCell>
      <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
        {member.lastSignInAt ? formatDateTime(member.lastSignInAt) : '—'}
      </TableCell>
      <TableCell align="right">
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
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
              <Button size="small" color="error" onClick={() => onAsk({ kind: 'revoke', member })}>
                Revoke
              </Button>
            </>
          ) : (
            <Button size="small" color="error" onClick={() => onAsk({ kind: 'remove', member })}>
              Remove
            </Button>
          )}
        </Box>
      </TableCell>
    </TableRow>
  );
}

/** The question, the action's label and what is said once it is done, for each kind of confirmation. */
function wordsOf(p: Pending) {
  const who = nameOf(p.member);
  if (p.kind === 'role') {
    const role = ROLE_LABELS[p.role];
    return {
      title: `Change the role of ${who}?`,
      body: `${who} will be ${role} from their next click, with what that role allows.`,
      confirm: 'Change role',
      done: `${who} is now ${role}`,
    };
  }
  if (p.kind === 'revoke') {
    return {
      title: 'Revoke the invitation?',
      body: `The link sent to ${p.member.email} will stop working.`,
      confirm: 'Revoke',
      done: `Invitation to ${p.member.email} revoked`,
    };
  }
  return {
    title: 'Remove from the team?',
    body: `${p.member.email} will be signed out at once and can no longer sign in.`,
    confirm: 'Remove',
    done: `${who} removed from the team`,
  };
}

/** Asks before a change of role, a revoked invitation or a removal, then says it was done. */
function ConfirmChange({ pending, onClose }: { pending: Pending | null; onClose: () => void }) {
  const changeRole = useChangeRole();
  const revoke = useRevokeInvitation();
  const remove = useRemoveMember();
  const words = pending ? wordsOf(pending) : null;
  const done = () => {
    notifySuccess(words!.done);
    onClose();
  };
  const run = () => {
    if (!pending) return;
    const handlers = { onSuccess: done, onError: fail };
    if (pending.kind === 'role')
      changeRole.mutate({ userId: pending.member.userId!, role: pending.role }, handlers);
    else if (pending.kind === 'revoke') revoke.mutate(pending.member.invitationId!, handlers);
    else remove.mutate(pending.member.userId!, handlers);
  };
  return (
    <ConfirmDialog
      open={pending !== null}
      title={words?.title ?? ''}
      confirmLabel={words?.confirm ?? 'Confirm'}
      destructive={pending?.kind !== 'role'}
      busy={changeRole.isPending || revoke.isPending || remove.isPending}
      onClose={onClose}
      onConfirm={run}
    >
      {words?.body}
    </ConfirmDialog>
  );
}

/** Settings > Team, for owners (and staff acting as the supplier). */
export function TeamPage() {
  const team = useTeam();
  const [pending, setPending] = useState<Pending | null>(null);
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
        <Paper>
          <Table aria-label="Team" sx={{ tableLayout: { xs: 'fixed', md: 'auto' } }}>
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Email</TableCell>
                <TableCell>Role</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Status</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Last sign-in</TableCell>
                <TableCell align="right">
                  {/* Read by a screen reader, not drawn: a header cell is never empty. 1 px, not sx's 1 (the
                      window's whole width, off screen to the right: 362 px of sideways scroll at 390 px). */}
                  <Box component="span" sx={VISUALLY_HIDDEN}>
                    Actions
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {team.data.map((m) => (
                <MemberRow key={m.userId ?? `i${m.invitationId}`} member={m} onAsk={setPending} />
              ))}
            </TableBody>
          </Table>
        </Paper>
      </Stack>
      <ConfirmChange pending={pending} onClose={() => setPending(null)} />
    </>
  );
}
