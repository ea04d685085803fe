import { useState } from 'react';
import { Box, IconButton, TextField, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { ZONE_MESSAGES } from '@portal/domain';

/** The zone's name as the page's h1, with the pencil that edits it inline (Escape cancels). */
export function ZoneNameHeading({
  name,
  busy,
  onSave,
}: {
  name: string;
  busy: boolean;
  /** Resolves true when saved (the form closes), false when refused (it stays open). */
  onSave: (name: string) => Promise<boolean>;
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  if (!editing) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flex: 1, minWidth: 0 }}>
        {/* A long name wraps (inside a word if it must) and never pushes the pencil over Delete. */}
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontSize: { xs: 24, md: 30 }, fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {name}
        </Typography>
        <IconButton
          sx={{ flexShrink: 0 }}
          aria-label="Edit zone name"
          onClick={() => {
            setDraft(name);
            setEditing(true);
          }}
        >
          <EditIcon />
        </IconButton>
      </Box>
    );
  }
  const empty = !draft.trim();
  return (
    <Box
      component="form"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flex: 1, minWidth: 240 }}
      onSubmit={(e) => {
        e.preventDefault();
        void onSave(draft).then((saved) => saved && setEditing(false));
      }}
    >
      <TextField
        size="small"
        label="Zone Name"
        value={draft}
        autoFocus
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault();
            setEditing(false);
          }
        }}
        error={empty}
        helperText={empty ? ZONE_MESSAGES.nameRequired : undefined}
        sx={{ flex: 1 }}
      />
      <IconButton type="submit" aria-label="Save zone name" disabled={empty || busy}>
        <CheckIcon />
      </IconButton>
      <IconButton aria-label="Cancel editing zone name" onClick={() => setEditing(false)}>
        <CloseIcon />
      </IconButton>
    </Box>
  );
}
