import { Box, InputAdornment, TextField } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';

/**
 * The search box above a list: a labelled field with a search icon.
 * On its own line it sits in a box of its own; in a toolbar with filters next to it,
 * pass `sx` to place the field itself in that row (flex or grid) instead.
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
  const field = (
    <TextField
      fullWidth={!sx}
      size="small"
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={sx}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
  return sx ? field : <Box sx={{ mb: 2, maxWidth: 420 }}>{field}</Box>;
}
