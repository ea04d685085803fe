import { Typography } from '@mui/material';
import { PageHeader } from './page-header.tsx';

/** An area not built yet: its title, so navigation can be walked end to end. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Typography color="text.secondary">This area is on its way.</Typography>
    </>
  );
}
