import { useState } from 'react';
import { Alert, Stack } from '@mui/material';
import { FormDialog } from '../../../components/form-dialog.tsx';
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
    <FormDialog
      open={props.open}
      title={props.title}
      submitLabel="Add"
      busyLabel="Adding"
      busy={busy}
      onSubmit={() => void submit()}
      onClose={close}
      maxWidth="sm"
    >
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
    </FormDialog>
  );
}
