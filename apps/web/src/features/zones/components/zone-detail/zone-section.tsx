import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '@mui/material';

/** One card of the zone page: an h2 title, its action, its content. */
export function ZoneSection({
  title,
  action,
  children,
}: {
  title: string;
  action: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardHeader
        title={title}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        action={action}
        sx={{ pb: 0, flexWrap: 'wrap', '& .MuiCardHeader-action': { m: 0 } }}
      />
      <CardContent>{children}</CardContent>
    </Card>
  );
}
