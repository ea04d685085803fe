import { useState } from 'react';
import { Button, MenuItem } from '@mui/material';
import { LazyMenu } from '../../../components/lazy-menu.tsx';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';

/** The orders list's status filter (spec 001 §2): id in the URL, value sent as `orderStatus[]:{value}`. */
export const STATUS_FILTERS = [
  { id: 'all', label: 'All', value: 'ALL' },
  { id: 'completed', label: 'Completed', value: 'COMPLETED' },
  { id: 'cancelled', label: 'Cancelled', value: 'CANCELLED' },
  { id: 'pending', label: 'Pending', value: 'PENDING' },
] as const;

/** The orders list's order type filter: id in the URL, value sent as `orderType:{value}`. */
export const TYPE_FILTERS = [
  { id: 'all', label: 'All', value: 'ALL' },
  { id: 'regular', label: 'Regular', value: 'REGULAR' },
  { id: 'top-up', label: 'Top-Up', value: 'TOPUP' },
  { id: 'standing', label: 'Standing', value: 'STANDING' },
] as const;

/** A button 'Label: Current' that opens a menu of the options. */
export function FilterMenu<T extends { id: string; label: string }>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly T[];
  value: string;
  onChange: (id: string) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = options.find((o) => o.id === value) ?? options[0]!;
  return (
    <>
      <Button
        variant="outlined"
        endIcon={<ArrowDropDownIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
      >
        {label}: {current.label}
      </Button>
      <LazyMenu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {options.map((o) => (
          <MenuItem
            key={o.id}
            selected={o.id === current.id}
            onClick={() => {
              onChange(o.id);
              setAnchor(null);
            }}
          >
            {o.label}
          </MenuItem>
        ))}
      </LazyMenu>
    </>
  );
}
