import { useEffect, useMemo, useRef, useState } from 'react';
import Fuse from 'fuse.js';
import UploadIcon from '@mui/icons-material/Upload';
import {
  Alert,
  Box,
  Button,
  ButtonBase,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  TextField,
  Typography,
} from '@mui/material';
import {
  PRODUCT_IMAGE_ACCEPT,
  PRODUCT_MESSAGES as M,
  type GalleryImage,
  type ProductImage,
} from '@portal/domain';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { FileButton } from '../../../components/file-button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useProductImages, useUploadProductImage } from '../../../api/products.ts';

const firstWords = (name: string, n: number) => name.trim().split(/\s+/).slice(0, n).join(' ');

/** The server's reason for a refused upload (wrong type, too big), or the generic notice. */
const uploadErrorMessage = (error: unknown) =>
  (error instanceof ApiError && error.status === 400 && error.fieldErrors[0]?.message) || M.imageUploadFailed;

/**
 * A product's image, enlarged; staff also search the gallery (fuzzy, fuse.js) and choose another,
 * or upload a new one into the gallery: it is then shown first and selected, and chosen like any
 * other gallery image. Suppliers can only look (spec 000 section 6).
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
  const upload = useUploadProductImage();
  const [uploaded, setUploaded] = useState<GalleryImage | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const uploadedTile = useRef<HTMLButtonElement>(null);
  const focusUploaded = useRef(false);

  // A closed dialog forgets its upload: the next opening starts from the gallery as it is.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) {
      setUploaded(null);
      setUploadError(null);
    }
  }

  const uploadFile = (file: File) => {
    setUploadError(null);
    upload.mutate(file, {
      onSuccess: (image) => {
        setQuery('');
        setUploaded(image);
        focusUploaded.current = true;
      },
      onError: (error) => setUploadError(uploadErrorMessage(error)),
    });
  };

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
    if (!debounced.trim()) {
      // The image just uploaded comes first (it may sort far down the gallery).
      if (!uploaded) return all.slice(0, 24);
      return [uploaded, ...all.filter((i) => i.id !== uploaded.id)].slice(0, 24);
    }
    return fuse.search(debounced.trim(), { limit: 24 }).map((r) => r.item);
  }, [fuse, debounced, gallery.data, uploaded]);

  // Once shown, the uploaded image takes the focus, so Enter chooses it.
  useEffect(() => {
    if (focusUploaded.current && uploadedTile.current) {
      focusUploaded.current = false;
      uploadedTile.current.focus();
    }
  }, [results]);

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
              <FileButton
                size="small"
                variant="contained"
                startIcon={<UploadIcon />}
                disabled={busy || upload.isPending}
                sx={{ ml: 'auto' }}
                accept={PRODUCT_IMAGE_ACCEPT}
                inputLabel="Image file to upload"
                onFile={uploadFile}
              >
                {upload.isPending ? 'Uploading…' : 'Upload image'}
              </FileButton>
            </Box>
            {upload.isPending && <LinearProgress aria-label="Uploading image" sx={{ mb: 2 }} />}
            {uploadError && (
              <Alert severity="error" sx={{ mb: 2 }} onClose={() => setUploadError(null)}>
                {uploadError}
              </Alert>
            )}
            {uploaded && (
              <Alert severity="success" role="status" sx={{ mb: 2 }}>
                {M.imageUploaded(uploaded.description ?? uploaded.fileName)}
              </Alert>
            )}
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
                {results.map((img) => {
                  const selected = img.id === uploaded?.id;
                  return (
                    // The list item holds the tile's button: a button may not be a list item (axe aria-allowed-role).
                    <Box key={img.id} role="listitem" sx={{ display: 'flex' }}>
                      <ButtonBase
                        ref={selected ? uploadedTile : undefined}
                        disabled={busy}
                        onClick={() => onChoose?.(img)}
                        aria-label={`Choose ${img.description ?? img.fileName}`}
                        aria-current={selected ? 'true' : undefined}
                        sx={{
                          display: 'block',
                          width: '100%',
                          border: selected ? 2 : 1,
                          borderColor: selected ? 'primary.main' : 'divider',
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
                    </Box>
                  );
                })}
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
