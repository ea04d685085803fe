import { Chip } from '@mui/material';

const COLOUR = { active: 'success', scheduled: 'warning', archived: 'error' } as const;
const LABEL = { active: 'Active', scheduled: 'Scheduled', archived: 'Archived' } as const;

/** A special's status: active in the success colour, scheduled pending, anything else failed (spec 001 §4). */
export function SpecialStatusChip({ status }: { status: string }) {
  const known = status in COLOUR ? (status as keyof typeof COLOUR) : null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={known ? COLOUR[known] : 'error'}
      label={known ? LABEL[known] : status}
    />
  );
}
