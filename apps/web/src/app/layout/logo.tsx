import { Box, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../lib/session.ts';
import { paths } from '../../lib/paths.ts';

/** Links to / when signed in, else /login. */
export function Logo() {
  const { token } = useSession();
  return (
    <Link
      component={RouterLink}
      to={token ? '/' : paths.login}
      underline="none"
      color="inherit"
      aria-label="Supplier Portal home"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        fontWeight: 700,
        fontSize: 18,
        whiteSpace: 'nowrap',
      }}
    >
      <Box component="img" src="/favicon.svg" alt="" sx={{ width: 28, height: 28 }} />
      <Box component="span">Supplier Portal</Box>
    </Link>
  );
}
