import { Dialog, DialogContent, DialogTitle, LinearProgress, Typography } from '@mui/material';

/**
 * 'Processing Products' (spec 001 §2, Dialogs): shown while PUT …/process runs, so the supplier sees that the
 * order is being processed and cannot edit it or press Process again meanwhile. It cannot be dismissed; it
 * closes when the server answers.
 */
export function ProcessingDialog({ open, orderId }: { open: boolean; orderId: number }) {
  return (
    <Dialog
      open={open}
      aria-labelledby="processing-title"
      aria-describedby="processing-text"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="processing-title">Processing Products</DialogTitle>
      <DialogContent>
        <Typography id="processing-text" variant="body2" sx={{ mb: 2 }}>
          Processing order #{orderId}. Please wait, this can take a few seconds.
        </Typography>
        <LinearProgress aria-label="Processing order" />
      </DialogContent>
    </Dialog>
  );
}
