import type { ReactNode } from 'react';
import { Box, Button, Paper, Tooltip, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import { SETTINGS_MESSAGES } from '@portal/domain';

export type CardStatus = 'complete' | 'invalid' | 'none';

type Props = {
  sectionKey: string;
  title: string;
  status: CardStatus;
  adminOnly?: boolean;
  highlighted?: boolean;
  /** Shows the Edit button while the card is in summary mode. */
  onEdit?: () => void;
  editing?: boolean;
  editLabel?: string;
  children: ReactNode;
};

/** One settings card: heading with its completeness icon, a summary or its edit form. */
export function SettingsCard({
  sectionKey,
  title,
  status,
  adminOnly,
  highlighted,
  onEdit,
  editing,
  editLabel = 'Edit',
  children,
}: Props) {
  const headingId = `${sectionKey}-heading`;
  return (
    <Paper
      component="section"
      id={sectionKey}
      aria-labelledby={headingId}
      data-section={sectionKey}
      data-highlighted={highlighted ? 'true' : 'false'}
      variant="outlined"
      sx={{
        p: { xs: 2, md: 3 },
        scrollMarginTop: 122,
        transition: 'box-shadow 300ms, border-color 300ms, background-color 300ms',
        ...(highlighted && {
          borderColor: 'primary.main',
          boxShadow: (t) => `0 0 0 3px ${t.palette.primary.light}`,
          bgcolor: 'action.hover',
        }),
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: 1, minWidth: 0 }}>
          <Typography
            id={headingId}
            variant="h6"
            component="h2"
            sx={{ fontWeight: 600, fontSize: { xs: 18, md: 20 }, lineHeight: 1.3 }}
          >
            {title}
          </Typography>
          {status === 'complete' && (
            <CheckCircleIcon color="success" fontSize="small" titleAccess="Complete" aria-hidden={false} />
          )}
          {status === 'invalid' && (
            <WarningAmberIcon color="warning" fontSize="small" titleAccess="Incomplete" aria-hidden={false} />
          )}
        </Box>
        {onEdit && !editing && (
          <Button
            size="small"
            variant="outlined"
            onClick={onEdit}
            sx={{ flexShrink: 0 }}
            aria-label={
              editLabel.toLowerCase().includes(title.toLowerCase()) ? editLabel : `${editLabel} ${title}`
            }
          >
            {editLabel}
          </Button>
        )}
      </Box>
      {adminOnly && (
        <Tooltip title={SETTINGS_MESSAGES.adminOnly}>
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1.5 }}
          >
            <AdminPanelSettingsOutlinedIcon fontSize="inherit" aria-hidden />
            {SETTINGS_MESSAGES.adminOnly}
          </Typography>
        </Tooltip>
      )}
      {children}
    </Paper>
  );
}

/** A label and its value in a card's summary. */
export function SummaryRow({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' },
        gap: { xs: 0, sm: 2 },
        py: 0.5,
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
        {value === null || value === undefined || value === '' ? (
          <Box component="span" sx={{ color: 'text.disabled' }}>
            Not set
          </Box>
        ) : (
          value
        )}
      </Typography>
    </Box>
  );
}

/** Cancel and Update/Save under an edit form. */
export function FormActions({
  onCancel,
  submitLabel = 'Update',
  busy,
}: {
  onCancel: () => void;
  submitLabel?: string;
  busy?: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 2 }}>
      <Button onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" variant="contained" disabled={busy}>
        {busy ? 'Saving…' : submitLabel}
      </Button>
    </Box>
  );
}
