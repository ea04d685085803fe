import { Box, Container, Paper, Typography } from '@mui/material';
import ConstructionIcon from '@mui/icons-material/Construction';
import { PLATFORM_MESSAGES } from '@portal/domain';
import { lazy, Suspense } from 'react';

// The game loads only when the page shows (maintenance is rare, and every page's first paint keeps to its
// bundle budget): the title and text above it need nothing more, so they show even if the game cannot load.
const MaintenanceGame = lazy(async () => {
  const [{ MinesweeperBoard }, { MAINTENANCE_MINE_CHANCE }] = await Promise.all([
    import('./minesweeper-board.tsx'),
    import('./minesweeper.ts'),
  ]);
  return { default: () => <MinesweeperBoard mineChance={MAINTENANCE_MINE_CHANCE} /> };
});

/** Shown instead of the whole portal while the API is in maintenance (or unreachable). */
export function MaintenancePage() {
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', py: { xs: 3, md: 6 } }}>
      <Container maxWidth="sm">
        <Paper sx={{ p: { xs: 2, md: 4 }, textAlign: 'center' }}>
          <ConstructionIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontSize: { xs: 24, md: 32 }, fontWeight: 600, mb: 1 }}
          >
            {PLATFORM_MESSAGES.maintenanceTitle}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {PLATFORM_MESSAGES.maintenanceBody}
          </Typography>
          <Suspense fallback={null}>
            <MaintenanceGame />
          </Suspense>
        </Paper>
      </Container>
    </Box>
  );
}
