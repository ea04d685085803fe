import { useNavigate } from 'react-router';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { ACCOUNT_MESSAGES } from '@portal/domain';
import { TotpSetup } from '../../components/totp-setup.tsx';
import { paths } from '../../lib/paths.ts';

/**
 * REQUIRE_STAFF_2FA: a staff member without a second factor enrols here, between signing in
 * and choosing a supplier; `onDone` goes on to the chooser once the factor is on.
 */
export function StaffEnrol({ onDone }: { onDone: () => void }) {
  const navigate = useNavigate();
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper component="main" sx={{ p: { xs: 3, sm: 4 }, width: '100%', maxWidth: 560 }}>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
            Set up two-factor authentication
          </Typography>
          <Alert severity="info">{ACCOUNT_MESSAGES.staffMustEnrol}</Alert>
          <TotpSetup done={{ label: 'Choose a supplier', onClick: onDone }} />
          <Box>
            <Button onClick={() => navigate(paths.logout)}>Sign Out</Button>
          </Box>
        </Stack>
      </Paper>
    </Box>
  );
}
