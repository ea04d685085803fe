import { Box, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../lib/session.ts';
import { paths } from '../../lib/paths.ts';
import { LOGO, px } from '../../lib/layout-sizes.ts';

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
        gap: px(LOGO.gap),
        fontWeight: LOGO.fontWeight,
        fontSize: LOGO.fontSize,
        whiteSpace: 'nowrap',
      }}
    >
      <Box component="img" src="/favicon.svg" alt="" sx={{ width: LOGO.image, height: LOGO.image }} />
      <Box component="span">Supplier Portal</Box>
    </Link>
  );
}
