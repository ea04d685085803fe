import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { ZONE_MESSAGES, type ZoneSuburbLink } from '@portal/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSetZoneSuburbs } from '../../../api/zones.ts';
import { groupByPostcode } from './zone-suburbs-view.tsx';
import { useIsMobile } from '../../../lib/breakpoints.ts';
import { PostcodeCard } from './postcode-card.tsx';
import { SuburbSearch } from './suburb-search.tsx';

type Props = { open: boolean; zoneId: number; links: ZoneSuburbLink[]; onClose: () => void };

/** The draft of the zone's links and its save: a 400 puts the server's messages by the suburbs they name. */
function useSuburbsDraft({ open, zoneId, links, onClose }: Props) {
  const [draft, setDraft] = useState<ZoneSuburbLink[]>(links);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSetZoneSuburbs();

  useEffect(() => {
    if (open) {
      setDraft(links);
      setErrors({});
    }
  }, [open, links]);

  const setEnabled = (predicate: (l: ZoneSuburbLink) => boolean, enabled: boolean) =>
    setDraft((d) => d.map((l) => (predicate(l) && !l.blocked ? { ...l, enabled } : l)));

  const submit = async () => {
    setErrors({});
    try {
      await save.mutateAsync({
        id: zoneId,
        links: draft.map((l) => ({ suburb: l.suburb, enabled: l.enabled, blocked: l.blocked })),
      });
      notifySuccess(ZONE_MESSAGES.suburbsUpdated);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const body = error.body as { invalidActivation?: string };
        if (body?.invalidActivation) {
          notifyError(body.invalidActivation);
          return;
        }
        setErrors(Object.fromEntries(error.fieldErrors.map((e) => [e.param, e.message])));
        return;
      }
      notifyError(ZONE_MESSAGES.suburbsFailed);
    }
  };

  return { draft, setDraft, errors, setEnabled, submit, saving: save.isPending };
}

/** Edit Suburbs: search, per-postcode cards with a postcode switch and per-suburb switches, Remove Postcode. */
export function ZoneSuburbsDialog(props: Props) {
  const { open, zoneId, onClose } = props;
  const mobile = useIsMobile();
  const [removing, setRemoving] = useState<string | null>(null);
  const { draft, setDraft, errors, setEnabled, submit, saving } = useSuburbsDraft(props);
  const groups = useMemo(() => groupByPostcode(draft), [draft]);

  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      fullWidth
      fullScreen={mobile}
      maxWidth="md"
      aria-labelledby="suburbs-title"
    >
      <DialogTitle id="suburbs-title">Edit Suburbs</DialogTitle>
      <DialogContent dividers>
        <SuburbSearch zoneId={zoneId} resetKey={open} onAdd={setDraft} />
        <Stack spacing={2} sx={{ mt: 2 }}>
          {groups.length === 0 && (
            <Typography color="text.secondary">
              This zone has no suburbs yet. Search above to add some.
            </Typography>
          )}
          {groups.map(([postcode, list]) => (
            <PostcodeCard
              key={postcode}
              postcode={postcode}
              list={list}
              errors={errors}
              setEnabled={setEnabled}
              onRemove={() => setRemoving(postcode)}
            />
          ))}
        </Stack>
        {Object.keys(errors).length > 0 && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {ZONE_MESSAGES.suburbsFailed}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={saving}>
          {saving ? <CircularProgress size={20} aria-label="Saving" /> : 'Save'}
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={removing !== null}
        title="Remove Postcode"
        confirmLabel="Remove Postcode"
        destructive
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          // Blocked suburbs stay: only the platform removes them.
          setDraft((d) => d.filter((l) => l.suburb.postcode !== removing || l.blocked));
          setRemoving(null);
        }}
      >
        Remove every suburb of {removing} from this zone?
      </ConfirmDialog>
    </Dialog>
  );
}
