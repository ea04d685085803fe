import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import {
  SUBURB_SEARCH_DEBOUNCE_MS,
  ZONE_MESSAGES,
  postcodeAddFailed,
  suburbKey,
  type Suburb,
  type ZoneSuburbLink,
} from '@portal/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useAddPostcode, useSetZoneSuburbs, useSuburbSearch } from '../../../api/zones.ts';
import { groupByPostcode } from './zone-suburbs-view.tsx';
import { useIsMobile } from '../../../lib/breakpoints.ts';

type Option = { kind: 'postcode'; postcode: string; state: string } | { kind: 'suburb'; suburb: Suburb };

const optionLabel = (o: Option) =>
  o.kind === 'postcode'
    ? `${o.postcode} (all suburbs)`
    : `${o.suburb.name}, ${o.suburb.state} ${o.suburb.postcode}`;

/** Suburb results, led by their postcodes when the search is a postcode. */
function optionsOf(search: string, suburbs: Suburb[]): Option[] {
  const options: Option[] = [];
  if (/^\d+$/.test(search.trim())) {
    const seen = new Set<string>();
    for (const s of suburbs) {
      if (seen.has(s.postcode)) continue;
      seen.add(s.postcode);
      options.push({ kind: 'postcode', postcode: s.postcode, state: s.state });
    }
  }
  return [...options, ...suburbs.map((suburb) => ({ kind: 'suburb' as const, suburb }))];
}

type Props = { open: boolean; zoneId: number; links: ZoneSuburbLink[]; onClose: () => void };

/** Edit Suburbs: search, per-postcode cards with a postcode switch and per-suburb switches, Remove Postcode. */
export function ZoneSuburbsDialog({ open, zoneId, links, onClose }: Props) {
  const mobile = useIsMobile();
  const [draft, setDraft] = useState<ZoneSuburbLink[]>(links);
  const [input, setInput] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [removing, setRemoving] = useState<string | null>(null);
  const search = useDebouncedValue(input, SUBURB_SEARCH_DEBOUNCE_MS);
  const results = useSuburbSearch(search);
  const addPostcode = useAddPostcode();
  const save = useSetZoneSuburbs();

  useEffect(() => {
    if (open) {
      setDraft(links);
      setErrors({});
      setInput('');
    }
  }, [open, links]);

  useEffect(() => {
    if (results.isError) notifyError(ZONE_MESSAGES.searchFailed);
  }, [results.isError]);

  const groups = useMemo(() => groupByPostcode(draft), [draft]);
  const options = useMemo(() => optionsOf(search, results.data ?? []), [search, results.data]);

  const choose = async (option: Option | null) => {
    if (!option) return;
    const postcode = option.kind === 'postcode' ? option.postcode : option.suburb.postcode;
    try {
      const added = await addPostcode.mutateAsync({ id: zoneId, postcode });
      setDraft((current) => {
        const byKey = new Map(current.map((l) => [suburbKey(l.suburb), l]));
        for (const link of added) {
          const key = suburbKey(link.suburb);
          const existing = byKey.get(key);
          // A postcode result turns on all its suburbs; a suburb result only that one (plus ones already on).
          const on =
            !link.blocked &&
            (option.kind === 'postcode' ||
              (option.suburb.name === link.suburb.name && option.suburb.state === link.suburb.state) ||
              Boolean(existing?.enabled));
          byKey.set(key, { ...link, enabled: on });
        }
        return [...byKey.values()];
      });
      setInput('');
    } catch {
      notifyError(postcodeAddFailed(postcode));
    }
  };

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

  return (
    <Dialog
      open={open}
      onClose={save.isPending ? undefined : onClose}
      fullWidth
      fullScreen={mobile}
      maxWidth="md"
      aria-labelledby="suburbs-title"
    >
      <DialogTitle id="suburbs-title">Edit Suburbs</DialogTitle>
      <DialogContent dividers>
        <Autocomplete<Option>
          options={options}
          value={null}
          inputValue={input}
          onInputChange={(_, v, reason) => {
            if (reason !== 'reset') setInput(v);
          }}
          onChange={(_, o) => void choose(o)}
          getOptionLabel={optionLabel}
          isOptionEqualToValue={(a, b) => optionLabel(a) === optionLabel(b)}
          filterOptions={(x) => x}
          loading={results.isFetching || addPostcode.isPending}
          noOptionsText={input.trim() ? ZONE_MESSAGES.noSuburbsFound : ZONE_MESSAGES.enterSearch}
          slotProps={{ listbox: { style: { maxHeight: 250 } } }}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Search suburb or postcode"
              placeholder={ZONE_MESSAGES.enterSearch}
            />
          )}
        />
        <Stack spacing={2} sx={{ mt: 2 }}>
          {groups.length === 0 && (
            <Typography color="text.secondary">
              This zone has no suburbs yet. Search above to add some.
            </Typography>
          )}
          {groups.map(([postcode, list]) => {
            const open = list.filter((l) => !l.blocked);
            const allOn = open.length > 0 && open.every((l) => l.enabled);
            return (
              <Card variant="outlined" key={postcode} component="section" aria-label={`Postcode ${postcode}`}>
                <CardContent>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                    <FormControlLabel
                      sx={{ flex: 1 }}
                      control={
                        <Switch
                          checked={allOn}
                          disabled={open.length === 0}
                          onChange={(e) =>
                            setEnabled((l) => l.suburb.postcode === postcode, e.target.checked)
                          }
                        />
                      }
                      label={<Typography sx={{ fontWeight: 700 }}>{postcode}</Typography>}
                    />
                    <Button color="error" size="small" onClick={() => setRemoving(postcode)}>
                      Remove Postcode
                    </Button>
                  </Stack>
                  <Box
                    sx={{
                      display: 'grid',
                      gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
                    }}
                  >
                    {list.map((l) => {
                      const key = suburbKey(l.suburb);
                      return (
                        <Box key={key}>
                          <FormControlLabel
                            control={
                              <Switch
                                size="small"
                                checked={l.enabled && !l.blocked}
                                disabled={l.blocked}
                                onChange={(e) =>
                                  setEnabled((x) => suburbKey(x.suburb) === key, e.target.checked)
                                }
                              />
                            }
                            label={`${l.suburb.name}${l.blocked ? ' (blocked)' : ''}`}
                          />
                          {errors[key] && (
                            <Typography
                              variant="caption"
                              color="error"
                              component="p"
                              sx={{ ml: 5.5, mt: -0.5 }}
                            >
                              {errors[key]}
                            </Typography>
                          )}
                        </Box>
                      );
                    })}
                  </Box>
                </CardContent>
              </Card>
            );
          })}
        </Stack>
        {Object.keys(errors).length > 0 && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {ZONE_MESSAGES.suburbsFailed}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={save.isPending}>
          {save.isPending ? <CircularProgress size={20} aria-label="Saving" /> : 'Save'}
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
