import { Box, Container, Paper, Typography } from '@mui/material';
import ConstructionIcon from '@mui/icons-material/Construction';
import { PLATFORM_MESSAGES } from '@portal/domain';
import { MinesweeperBoard } from './minesweeper-board.tsx';
import { MAINTENANCE_MINE_CHANCE } from './minesweeper.ts';

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
          <MinesweeperBoard mineChance={MAINTENANCE_MINE_CHANCE} />
        </Paper>
      </Container>
    </Box>
  );
}
