import { Box, Button, Typography } from '@mui/material';
import { FormSection } from './form-section.tsx';

/** The form's 'Image' section: the picture, and the chooser (staff) or the large view (suppliers). */
export function ImageSection({
  image,
  productName,
  staff,
  error,
  onOpen,
}: {
  image: { url: string } | null;
  productName: string;
  staff: boolean;
  error?: string;
  onOpen: () => void;
}) {
  return (
    <FormSection title="Image">
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        {image ? (
          <Box
            component="img"
            src={image.url}
            alt={`${productName} image`}
            sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1 }}
          />
        ) : (
          <Typography color="text.secondary">No image</Typography>
        )}
        {(staff || image) && (
          <Button variant="outlined" onClick={onOpen}>
            {staff ? 'Choose Image' : 'View Image'}
          </Button>
        )}
      </Box>
      {error && (
        <Typography color="error" variant="body2" sx={{ mt: 1 }}>
          {error}
        </Typography>
      )}
    </FormSection>
  );
}
