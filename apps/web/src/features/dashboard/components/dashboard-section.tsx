import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Paper, Typography } from '@mui/material';

/** A titled block of the dashboard with its 'View all' link (left out for a role that may not open it). */
export function DashboardSection({
  title,
  viewAll,
  children,
}: {
  title: string;
  viewAll?: { to: string; label: string };
  children: ReactNode;
}) {
  const id = `dashboard-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 1, md: 2 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography id={id} variant="h6" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {viewAll && (
          <Button component={RouterLink} to={viewAll.to}>
            {viewAll.label}
          </Button>
        )}
      </Box>
      {children}
    </Paper>
  );
}
