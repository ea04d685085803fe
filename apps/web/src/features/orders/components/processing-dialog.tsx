import { Dialog, DialogContent, DialogTitle, LinearProgress, Typography } from '@mui/material';
import { useOnline } from '../../../lib/use-online.ts';

/**
 * 'Processing Products' (spec 001 §2, Dialogs): shown while PUT …/process runs, so the supplier sees that the
 * order is being processed and cannot edit it or press Process again meanwhile. It cannot be dismissed; it
 * closes when the server answers. Offline the request waits for the network (the API client sends it again,
 * under its idempotency key, when the connection returns), and the dialog says so.
 */
export function ProcessingDialog({ open, orderId }: { open: boolean; orderId: number }) {
  const online = useOnline();
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
          {online
            ? `Processing order #${orderId}. Please wait, this can take a few seconds.`
            : `You are offline. Order #${orderId} will be sent when the connection returns.`}
        </Typography>
        <LinearProgress aria-label="Processing order" />
      </DialogContent>
    </Dialog>
  );
}
