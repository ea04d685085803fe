import { Box, Chip, Tooltip } from '@mui/material';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { specialStatusOf, venuesTooltip, type Product } from '@portal/domain';

/** The marker column: GST, special, custom pricing (with the first venues in a tooltip). */
export function MarkersCell({ product: p }: { product: Product }) {
  const special = specialStatusOf(p);
  return (
    <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
      {!p.gstExempt && (
        <Tooltip title="Has GST">
          <Chip size="small" label="GST" variant="outlined" />
        </Tooltip>
      )}
      {special && (
        <Tooltip title={special === 'active' ? 'On special' : 'Special scheduled'}>
          <LocalOfferIcon
            fontSize="small"
            color={special === 'active' ? 'error' : 'action'}
            aria-label={special === 'active' ? 'On special' : 'Special scheduled'}
            role="img"
            aria-hidden={false}
          />
        </Tooltip>
      )}
      {p.customPricing.length > 0 && (
        <Tooltip title={`Custom prices: ${venuesTooltip(p.customPricing.map((c) => c.venue.venue))}`}>
          <StorefrontIcon
            fontSize="small"
            color="primary"
            role="img"
            aria-hidden={false}
            aria-label={`Custom prices for ${p.name}`}
          />
        </Tooltip>
      )}
    </Box>
  );
}
