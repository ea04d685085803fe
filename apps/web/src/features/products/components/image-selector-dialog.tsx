import { useMemo, useState } from 'react';
import Fuse from 'fuse.js';
import {
  Box,
  Button,
  ButtonBase,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import type { GalleryImage, ProductImage } from '@portal/domain';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useProductImages } from '../api/catalogue.ts';

const firstWords = (name: string, n: number) => name.trim().split(/\s+/).slice(0, n).join(' ');

/**
 * A product's image, enlarged; staff also search the gallery (fuzzy, fuse.js) and choose another.
 * Suppliers can only look (spec 000 section 6).
 */
export function ImageSelectorDialog({
  open,
  productName,
  image,
  canChoose,
  busy,
  onChoose,
  onClose,
}: {
  open: boolean;
  productName: string;
  image: Pick<ProductImage, 'url' | 'fileName'> | null;
  canChoose: boolean;
  busy?: boolean;
  onChoose?: (image: GalleryImage) => void;
  onClose: () => void;
}) {
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query, 200);
  const gallery = useProductImages(open && canChoose);
  const fuse = useMemo(
    () =>
      new Fuse(gallery.data ?? [], {
        keys: ['description', 'fileName'],
        threshold: 0.35,
        ignoreLocation: true,
      }),
    [gallery.data],
  );
  const results = useMemo(() => {
    const all = gallery.data ?? [];
    if (!debounced.trim()) return all.slice(0, 24);
    return fuse.search(debounced.trim(), { limit: 24 }).map((r) => r.item);
  }, [fuse, debounced, gallery.data]);

  const two = firstWords(productName, 2);
  const three = firstWords(productName, 3);

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby="image-dialog-title"
    >
      <DialogTitle id="image-dialog-title">
        {canChoose ? `Choose an image for ${productName}` : productName}
      </DialogTitle>
      <DialogContent dividers>
        <Box sx={{ textAlign: 'center', mb: canChoose ? 2 : 0 }}>
          {image ? (
            <Box
              component="img"
              src={image.url}
              alt={`${productName} (current image)`}
              sx={{ maxWidth: '100%', maxHeight: canChoose ? 220 : 480, borderRadius: 1 }}
            />
          ) : (
            <Typography color="text.secondary">This product has no image yet.</Typography>
          )}
        </Box>
        {canChoose && (
          <>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
              <TextField
                size="small"
                label="Search images"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                sx={{ flex: '1 1 220px' }}
              />
              <Button size="small" variant="outlined" onClick={() => setQuery(two)}>
                {`Search "${two}"`}
              </Button>
              {three !== two && (
                <Button size="small" variant="outlined" onClick={() => setQuery(three)}>
                  {`Search "${three}"`}
                </Button>
              )}
            </Box>
            {gallery.isPending ? (
              <Box sx={{ textAlign: 'center', py: 4 }}>
                <CircularProgress aria-label="Loading images" />
              </Box>
            ) : gallery.isError ? (
              <ErrorPanel
                error={gallery.error}
                message="We were unable to load the image gallery."
                onRetry={() => gallery.refetch()}
              />
            ) : results.length === 0 ? (
              <Typography color="text.secondary">No images match your search.</Typography>
            ) : (
              <Box
                role="list"
                aria-label="Gallery images"
                sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 1 }}
              >
                {results.map((img) => (
                  <ButtonBase
                    key={img.id}
                    role="listitem"
                    disabled={busy}
                    onClick={() => onChoose?.(img)}
                    aria-label={`Choose ${img.description ?? img.fileName}`}
                    sx={{
                      display: 'block',
                      border: 1,
                      borderColor: 'divider',
                      borderRadius: 1,
                      p: 0.5,
                      textAlign: 'left',
                    }}
                  >
                    <Box
                      component="img"
                      src={img.url}
                      alt=""
                      loading="lazy"
                      sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover' }}
                    />
                    <Typography variant="caption" sx={{ display: 'block' }} noWrap>
                      {img.description ?? img.fileName}
                    </Typography>
                  </ButtonBase>
                ))}
              </Box>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        {busy && <CircularProgress size={20} aria-label="Saving image" />}
        <Button onClick={onClose} disabled={busy}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
