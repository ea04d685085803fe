import { useState } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
} from '@mui/material';
import { SearchPicker } from '../../../components/search-picker.tsx';
import { ApiError } from '../../../lib/api-client.ts';

type Props<T> = {
  open: boolean;
  title: string;
  label: string;
  requiredMessage: string;
  options: T[];
  loading: boolean;
  loadError?: string;
  getLabel: (o: T) => string;
  getId: (o: T) => number;
  onSubmit: (id: number) => Promise<unknown>;
  failureMessage: string;
  onClose: () => void;
};

/** Choose one product or venue to add; the first API error message is shown in the dialog. */
export function PickDialog<T>(props: Props<T>) {
  const [value, setValue] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setValue(null);
    setError(null);
    props.onClose();
  };
  const submit = async () => {
    if (!value) {
      setError(props.requiredMessage);
      return;
    }
    setBusy(true);
    try {
      await props.onSubmit(props.getId(value));
      close();
    } catch (e) {
      setError(e instanceof ApiError && e.fieldErrors[0] ? e.fieldErrors[0].message : props.failureMessage);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={props.open}
      onClose={busy ? undefined : close}
      fullWidth
      maxWidth="sm"
      aria-labelledby="pick-dialog-title"
    >
      <DialogTitle id="pick-dialog-title">{props.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {props.loadError && <Alert severity="error">{props.loadError}</Alert>}
          <SearchPicker
            label={props.label}
            options={props.options}
            loading={props.loading}
            value={value}
            onChange={(v) => {
              setValue(v);
              setError(null);
            }}
            getLabel={props.getLabel}
            getId={props.getId}
            error={error === props.requiredMessage ? error : undefined}
          />
          {error && error !== props.requiredMessage && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy}>
          {busy ? <CircularProgress size={20} aria-label="Adding" /> : 'Add'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
