import { useId } from 'react';
import { Box, FormControl, InputAdornment, InputLabel, OutlinedInput } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';
import { TEXT_LIMITS } from '@portal/domain';
import { SEARCH_FIELD } from '../lib/layout-sizes.ts';

/**
 * The search box above a list: a labelled field with a search icon.
 * On its own line it sits in a box of its own; in a toolbar with filters next to it,
 * pass `sx` to place the field itself in that row (flex or grid) instead.
 *
 * MUI's TextField, composed from its parts: TextField also imports Select (for its `select` mode) and
 * with it Menu, Popover and Modal, which a list page would otherwise load on first paint for a mode it never uses.
 */
export function SearchField({
  label,
  value,
  onChange,
  placeholder,
  sx,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  sx?: SxProps<Theme>;
}) {
  const id = useId();
  const field = (
    <FormControl fullWidth={!sx} size="small" variant="outlined" sx={sx}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value.slice(0, TEXT_LIMITS.search))}
        // The server's limit of a search (a longer one was a 400 shown as an outage).
        inputProps={{ maxLength: TEXT_LIMITS.search }}
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon fontSize="small" />
          </InputAdornment>
        }
      />
    </FormControl>
  );
  return sx ? field : <Box sx={{ mb: 2, maxWidth: SEARCH_FIELD.maxWidth }}>{field}</Box>;
}
