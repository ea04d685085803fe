import { useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
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

type Tile = { img: GalleryImage; selected: boolean };

/** The gallery's search results as a grid of tiles; the tile just uploaded is marked and takes the ref. */
function GalleryTiles({
  tiles,
  busy,
  tileRef,
  onChoose,
}: {
  tiles: Tile[];
  busy?: boolean;
  tileRef: RefObject<HTMLButtonElement | null>;
  onChoose?: (image: GalleryImage) => void;
}) {
  return (
    <Box
      role="list"
      aria-label="Gallery images"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 1 }}
    >
      {tiles.map(({ img, selected }) => (
        // The list item holds the tile's button: a button may not be a list item (axe aria-allowed-role).
        <Box key={img.id} role="listitem" sx={{ display: 'flex' }}>
          <ButtonBase
            ref={selected ? tileRef : undefined}
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
      ))}
    </Box>
  );
}

/**
 * The gallery search of the dialog (fuzzy, fuse.js, 200 ms debounce) and the upload into it: the image
 * just uploaded comes first and takes the focus once shown, so Enter chooses it. A closed dialog forgets
 * its upload: the next opening starts from the gallery as it is.
 */
function useGallery(open: boolean, canChoose: boolean) {
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query, 200);
  const gallery = useProductImages(open && canChoose);
  const upload = useUploadProductImage();
  const [uploaded, setUploaded] = useState<GalleryImage | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const uploadedTile = useRef<HTMLButtonElement>(null);
  const focusUploaded = useRef(false);

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
  const tiles = useMemo<Tile[]>(() => {
    const all = gallery.data ?? [];
    const found = debounced.trim()
      ? fuse.search(debounced.trim(), { limit: 24 }).map((r) => r.item)
      : // The image just uploaded comes first (it may sort far down the gallery).
        (uploaded ? [uploaded, ...all.filter((i) => i.id !== uploaded.id)] : all).slice(0, 24);
    return found.map((img) => ({ img, selected: img.id === uploaded?.id }));
  }, [fuse, debounced, gallery.data, uploaded]);

  useLayoutEffect(() => {
    if (focusUploaded.current && uploadedTile.current) {
      focusUploaded.current = false;
      uploadedTile.current.focus();
    }
  }, [tiles]);

  return {
    query,
    setQuery,
    gallery,
    uploading: upload.isPending,
    uploadFile,
    uploaded,
    uploadError,
    clearUploadError: () => setUploadError(null),
    tiles,
    uploadedTile,
  };
}

/** The search field, the prefill searches (first 2 or 3 words of the product's name) and Upload image. */
function GalleryToolbar({
  g,
  productName,
  busy,
}: {
  g: ReturnType<typeof useGallery>;
  productName: string;
  busy?: boolean;
}) {
  const two = firstWords(productName, 2);
  const three = firstWords(productName, 3);
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
      <TextField
        size="small"
        label="Search images"
        value={g.query}
        onChange={(e) => g.setQuery(e.target.value)}
        sx={{ flex: '1 1 220px' }}
      />
      <Button size="small" variant="outlined" onClick={() => g.setQuery(two)}>
        {`Search "${two}"`}
      </Button>
      {three !== two && (
        <Button size="small" variant="outlined" onClick={() => g.setQuery(three)}>
          {`Search "${three}"`}
        </Button>
      )}
      <FileButton
        size="small"
        variant="contained"
        startIcon={<UploadIcon />}
        disabled={busy || g.uploading}
        sx={{ ml: 'auto' }}
        accept={PRODUCT_IMAGE_ACCEPT}
        inputLabel="Image file to upload"
        onFile={g.uploadFile}
      >
        {g.uploading ? 'Uploading…' : 'Upload image'}
      </FileButton>
    </Box>
  );
}

/** Staff's part of the dialog: the toolbar, the upload's progress and outcome, and the gallery's state. */
function GalleryChooser({
  g,
  productName,
  busy,
  onChoose,
}: {
  g: ReturnType<typeof useGallery>;
  productName: string;
  busy?: boolean;
  onChoose?: (image: GalleryImage) => void;
}) {
  const { gallery, uploaded } = g;
  return (
    <>
      <GalleryToolbar g={g} productName={productName} busy={busy} />
      {g.uploading && <LinearProgress aria-label="Uploading image" sx={{ mb: 2 }} />}
      {g.uploadError && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={g.clearUploadError}>
          {g.uploadError}
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
      ) : g.tiles.length === 0 ? (
        <Typography color="text.secondary">No images match your search.</Typography>
      ) : (
        <GalleryTiles tiles={g.tiles} busy={busy} tileRef={g.uploadedTile} onChoose={onChoose} />
      )}
    </>
  );
}

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
  const g = useGallery(open, canChoose);
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
        {canChoose && <GalleryChooser g={g} productName={productName} busy={busy} onChoose={onChoose} />}
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
