import { Box, Switch, Typography } from '@mui/material';

/** An inline switch with its state in words (Status: Enabled/Disabled; Stock: In stock/Out of stock). */
export function ToggleCell({
  checked,
  onChange,
  label,
  on,
  off,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  on: string;
  off: string;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', whiteSpace: 'nowrap' }}>
      <Switch
        size="small"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        slotProps={{ input: { 'aria-label': label } }}
      />
      <Typography variant="body2">{checked ? on : off}</Typography>
    </Box>
  );
}
