import { Suspense, useMemo, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import {
  Box,
  Button,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Paper,
  TextField,
  Typography,
} from '@mui/material';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { ACCOUNT_MESSAGES, SETTINGS_MESSAGES } from '@portal/domain';
import { ApiError } from '../../lib/api-client.ts';
import { retryableLazy } from '../../lib/retryable-lazy.tsx';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { safeRedirect } from '../../lib/paths.ts';
import { useActAs, useStaffSuppliers } from '../../api/auth.ts';
import { useSignOutEverywhere } from '../../api/settings.ts';

// The enrolment (and its QR code library) loads only for staff who must enrol.
const StaffEnrol = retryableLazy(async () => (await import('./staff-enrol.tsx')).StaffEnrol);

/** Whether the API refused the list because the staff member has no second factor yet (REQUIRE_STAFF_2FA). */
const mustEnrol = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 403 &&
  error.fieldErrors.some((e) => e.message === ACCOUNT_MESSAGES.staffMustEnrol);

/** Staff sign in, enrol a second factor if they must, then pick the supplier to act as. */
export function StaffSelectSupplierPage() {
  const signOutAll = useSignOutEverywhere();
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [filter, setFilter] = useState('');
  const suppliers = useStaffSuppliers();
  const actAs = useActAs();
  const shown = useMemo(
    () =>
      (suppliers.data?.data ?? []).filter((s) =>
        `${s.id} ${s.company} ${s.email}`.toLowerCase().includes(filter.toLowerCase()),
      ),
    [suppliers.data, filter],
  );

  if (!session.token) return <Navigate to={paths.login} replace />;
  if (!session.isStaff) return <Navigate to={paths.dashboard} replace />;
  if (mustEnrol(suppliers.error))
    return (
      <Suspense fallback={<PageLoading />}>
        <StaffEnrol onDone={() => void suppliers.refetch()} />
      </Suspense>
    );

  // Staff can end every other session before choosing a supplier too.
  const signOutEverywhere = async () => {
    try {
      const { access_token } = await signOutAll.mutateAsync();
      session.signIn(access_token);
      notifySuccess(SETTINGS_MESSAGES.signOutEverywhereDone);
    } catch {
      notifyError(SETTINGS_MESSAGES.genericFailure);
    }
  };

  const choose = async (id: number) => {
    try {
      const { access_token } = await actAs.mutateAsync(id);
      session.signIn(access_token);
      void navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch {
      notifyError('Unable to act as this supplier. Please try again.');
    }
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper component="main" sx={{ p: { xs: 3, sm: 4 }, width: '100%', maxWidth: 560 }}>
        <Typography variant="h5" component="h1" gutterBottom sx={{ fontWeight: 600 }}>
          Choose a supplier to act as
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Signed in as staff ({session.claims?.username}). Everything you change is recorded against your
          name.
        </Typography>
        <TextField
          label="Search suppliers"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          fullWidth
          size="small"
        />
        {suppliers.isPending && <PageLoading />}
        {suppliers.isError && <ErrorPanel error={suppliers.error} onRetry={() => void suppliers.refetch()} />}
        <List aria-label="Suppliers">
          {shown.map((s) => (
            // Each button in its list item: a list holds only list items (axe list).
            <ListItem key={s.id} disablePadding>
              <ListItemButton onClick={() => void choose(s.id)} disabled={actAs.isPending}>
                <ListItemText primary={`#${s.id} ${s.company}`} secondary={`${s.state} · ${s.email}`} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        <Button onClick={() => navigate(paths.logout)}>Sign Out</Button>
        <Button onClick={() => void signOutEverywhere()} disabled={signOutAll.isPending}>
          Sign out everywhere
        </Button>
      </Paper>
    </Box>
  );
}
