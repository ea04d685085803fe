import type { FormEvent, ReactNode } from 'react';
import { Alert, Box, Button, Paper, Typography } from '@mui/material';

/** The frame of the signed-out pages (reset, invitation): a card with a title, a form and its errors. */
export function PublicForm(props: {
  title: string;
  intro: string;
  errors: string[];
  busy: boolean;
  submitLabel: string;
  onSubmit: () => void;
  children: ReactNode;
  after?: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <Box
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Paper component="main" elevation={2} sx={{ p: { xs: 3, sm: 5 }, width: '100%', maxWidth: 460 }}>
        <Typography variant="h4" component="h1" sx={{ mb: 2, fontWeight: 600 }}>
          {props.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {props.intro}
        </Typography>
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
          {props.errors.map((m) => (
            <Alert key={m} severity="error">
              {m}
            </Alert>
          ))}
          {props.children}
          <Button type="submit" variant="contained" size="large" disabled={props.busy}>
            {props.submitLabel}
          </Button>
          {props.after}
        </Box>
      </Paper>
    </Box>
  );
}
