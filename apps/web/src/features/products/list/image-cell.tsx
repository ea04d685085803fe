import { Box, ButtonBase } from '@mui/material';
import ImageNotSupportedIcon from '@mui/icons-material/ImageNotSupported';
import type { Product } from '@portal/domain';

/** The product's thumbnail as a button: a large view, or for staff the image chooser. Its focus shows. */
export function ImageCell({
  product: p,
  staff,
  onOpen,
}: {
  product: Product;
  staff: boolean;
  onOpen: () => void;
}) {
  return (
    <ButtonBase
      onClick={onOpen}
      aria-label={staff ? `Change image of ${p.name}` : `View image of ${p.name}`}
      sx={{
        width: 44,
        height: 44,
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'grey.100',
        '&.Mui-focusVisible, &:focus-visible': {
          outline: '3px solid',
          outlineColor: 'primary.main',
          outlineOffset: 2,
        },
      }}
    >
      {p.image ? (
        <Box
          component="img"
          src={p.image.url}
          alt=""
          loading="lazy"
          sx={{ width: 44, height: 44, objectFit: 'cover' }}
        />
      ) : (
        <ImageNotSupportedIcon color="disabled" fontSize="small" />
      )}
    </ButtonBase>
  );
}
