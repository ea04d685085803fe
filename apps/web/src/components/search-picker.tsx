import { useMemo, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';

type Props<T> = {
  label: string;
  options: T[];
  value: T | null;
  onChange: (value: T | null) => void;
  getLabel: (option: T) => string;
  getId: (option: T) => number;
  loading?: boolean;
  error?: string;
  disabled?: boolean;
  /** Matches shown at most (the spec's venue picker: 15). */
  limit?: number;
  debounceMs?: number;
  menuHeight?: number;
};

/** A searchable select that filters by label text after a short pause and shows a capped list. */
export function SearchPicker<T>({
  label,
  options,
  value,
  onChange,
  getLabel,
  getId,
  loading,
  error,
  disabled,
  limit = 15,
  debounceMs = 250,
  menuHeight = 180,
}: Props<T>) {
  const [input, setInput] = useState('');
  const term = useDebouncedValue(input, debounceMs).trim().toLowerCase();
  const shown = useMemo(() => {
    const matching = term ? options.filter((o) => getLabel(o).toLowerCase().includes(term)) : options;
    return matching.slice(0, limit);
  }, [options, term, getLabel, limit]);
  return (
    <Autocomplete
      options={shown}
      value={value}
      onChange={(_e, v) => onChange(v)}
      inputValue={input}
      onInputChange={(_e, v) => setInput(v)}
      filterOptions={(x) => x}
      getOptionLabel={getLabel}
      isOptionEqualToValue={(a, b) => getId(a) === getId(b)}
      loading={loading}
      disabled={disabled}
      slotProps={{ listbox: { style: { maxHeight: menuHeight } } }}
      renderInput={(params) => <TextField {...params} label={label} error={!!error} helperText={error} />}
    />
  );
}
