import { useMemo, useState } from 'react';
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
import { SETTINGS_MESSAGES } from '@portal/domain';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { safeRedirect } from '../../lib/paths.ts';
import { useActAs, useStaffSuppliers } from '../../api/auth.ts';
import { useSignOutEverywhere } from '../../api/settings.ts';

/** Staff sign in, then pick the supplier to act as. */
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

  // Staff can end every other session before choosing a supplier too (issue 32).
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
        {suppliers.isError && (
          <ErrorPanel
            error={suppliers.error}
            onRetry={() => void suppliers.refetch()}
            retryLabel="Try again"
          />
        )}
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
