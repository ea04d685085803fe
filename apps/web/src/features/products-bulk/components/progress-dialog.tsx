import { useEffect, useState } from 'react';
import { Box, Dialog, DialogContent, DialogTitle, LinearProgress, Typography } from '@mui/material';
import type { UploadProgress } from '../../../api/products-bulk.ts';
import { products } from '../lib/counts.ts';

/** Server throughput measured by bench/products-bulk.ts (about 6,000 products/s on PGlite), kept cautious. */
const SERVER_MS_PER_PRODUCT = 0.4;
const SERVER_MS_BASE = 400;

const mb = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

const clamp = (v: number, low: number, high: number) => Math.min(high, Math.max(low, v));

/**
 * The bar's value (0 to 100, never negative: the clock of the render may be older than the moment
 * the upload finished) and its label, with 'product' singular for one.
 */
export function progressView(
  count: number,
  progress: UploadProgress | null,
  now: number,
): { value: number; label: string } {
  if (progress?.phase === 'uploading') {
    return {
      value: progress.total ? clamp((progress.loaded / progress.total) * 50, 0, 50) : 0,
      label: `Uploading ${mb(progress.loaded)} of ${mb(progress.total)}`,
    };
  }
  if (progress?.phase === 'saving') {
    const expected = SERVER_MS_BASE + count * SERVER_MS_PER_PRODUCT;
    return {
      value: 50 + clamp(((now - progress.startedAt) / expected) * 45, 0, 45),
      label: `Saving ${products(count)}…`,
    };
  }
  if (progress?.phase === 'done') return { value: 100, label: 'Saved' };
  return { value: 0, label: `Preparing ${products(count)}…` };
}

/**
 * The save in progress: the first half of the bar is the request body actually sent (upload events),
 * the second half the server's work, estimated from measured throughput and never shown as finished
 * before the answer arrives. The page closes it 1 s after completion.
 */
export function BulkProgressDialog({
  open,
  count,
  progress,
}: {
  open: boolean;
  count: number;
  progress: UploadProgress | null;
}) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (progress?.phase !== 'saving') return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 200);
    return () => clearInterval(timer);
  }, [progress?.phase]);

  const { value, label } = progressView(count, progress, now);
  return (
    <Dialog open={open} aria-labelledby="bulk-progress-title" maxWidth="xs" fullWidth>
      <DialogTitle id="bulk-progress-title">Saving products</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }} aria-live="polite">
          {label}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <LinearProgress
            variant="determinate"
            value={value}
            sx={{ flex: 1, height: 8, borderRadius: 4 }}
            aria-label="Save progress"
          />
          <Typography variant="body2" sx={{ minWidth: 40 }}>
            {Math.round(value)}%
          </Typography>
        </Box>
      </DialogContent>
    </Dialog>
  );
}
