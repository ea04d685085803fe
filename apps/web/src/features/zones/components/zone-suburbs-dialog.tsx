import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { ZONE_MESSAGES, type ZoneSuburbLink } from '@portal/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSetZoneSuburbs } from '../../../api/zones.ts';
import { groupByPostcode } from './zone-suburbs-view.tsx';
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

/**
 * Enter in the search picks the highlighted result (the search's own handler, which runs first); with none
 * highlighted it does nothing, rather than submitting the dialog: a postcode typed and entered would
 * otherwise save the suburbs and close it before the results came.
 */
const keepEnterInSearch = (event: KeyboardEvent) => {
  if (event.key === 'Enter') event.preventDefault();
};

/** Edit Suburbs: search, per-postcode cards with a postcode switch and per-suburb switches, Remove Postcode. */
export function ZoneSuburbsDialog(props: Props) {
  const { open, zoneId, onClose } = props;
  const [removing, setRemoving] = useState<string | null>(null);
  const { draft, setDraft, errors, setEnabled, submit, saving } = useSuburbsDraft(props);
  const groups = useMemo(() => groupByPostcode(draft), [draft]);

  return (
    <>
      <FormDialog
        open={open}
        title="Edit Suburbs"
        submitLabel="Save"
        busyLabel="Saving"
        busy={saving}
        onSubmit={() => void submit()}
        onClose={onClose}
        dividers
        maxWidth="md"
      >
        <Box onKeyDown={keepEnterInSearch}>
          <SuburbSearch zoneId={zoneId} resetKey={open} onAdd={setDraft} />
        </Box>
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
      </FormDialog>
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
    </>
  );
}
