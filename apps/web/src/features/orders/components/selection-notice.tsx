import { Alert, Button } from '@mui/material';

/** 'N selected on other pages', so a bulk download never takes orders the supplier cannot see. */
export function SelectionNotice({ elsewhere, onClear }: { elsewhere: number; onClear: () => void }) {
  if (!elsewhere) return null;
  return (
    <Alert
      severity="info"
      sx={{ mb: 1 }}
      action={
        <Button color="inherit" size="small" onClick={onClear}>
          Clear selection
        </Button>
      }
    >
      {elsewhere} {elsewhere === 1 ? 'order' : 'orders'} selected on other pages
    </Alert>
  );
}
