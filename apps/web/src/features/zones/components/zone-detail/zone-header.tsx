import { Box, Button, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import type { DeliveryZone } from '@portal/domain';
import { ZoneNameHeading } from './zone-name-heading.tsx';

/** The zone's name (editable), Delete, Duplicate and the Activate Zone switch. */
export function ZoneHeader({
  zone,
  activatable,
  busy,
  onRename,
  onDelete,
  onDuplicate,
  onTogglePublished,
}: {
  zone: DeliveryZone;
  activatable: boolean;
  busy: boolean;
  onRename: (name: string) => Promise<boolean>;
  onDelete: () => void;
  onDuplicate: () => void;
  onTogglePublished: () => void;
}) {
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <ZoneNameHeading name={zone.name} busy={busy} onSave={onRename} />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button color="error" variant="outlined" onClick={onDelete}>
            Delete
          </Button>
          <Button variant="outlined" onClick={onDuplicate}>
            Duplicate
          </Button>
          <FormControlLabel
            control={
              <Switch checked={zone.published} disabled={!activatable || busy} onChange={onTogglePublished} />
            }
            label="Activate Zone"
          />
        </Stack>
      </Box>
      {!activatable && (
        <Typography variant="body2" color="text.secondary">
          To activate this zone, add a delivery day and switch on at least one suburb.
        </Typography>
      )}
    </>
  );
}
