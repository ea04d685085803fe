import { Link as RouterLink } from 'react-router';
import { Box, Link, Typography } from '@mui/material';
import type { Product } from '@portal/domain';
import { paths } from '../../../lib/paths.ts';

/** A SKU never breaks inside itself ('HF-/1001'): it stays on one line. */
export function SkuText({ sku }: { sku: string | null }) {
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {sku ?? ''}
    </Box>
  );
}

/**
 * The name links to the product page, carrying the list's query for the breadcrumb back. On a
 * phone the SKU and the states the hidden columns would show sit under it.
 */
export function NameCell({ product: p, query, phone }: { product: Product; query: string; phone: boolean }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Link component={RouterLink} to={paths.product(p.id)} state={{ fromQuery: query }} underline="hover">
        {p.name}
      </Link>
      {phone && (
        <Typography variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          <SkuText sku={p.sku} />
          {!p.enabled && ' · Disabled'}
          {p.outOfStock && ' · Out of stock'}
        </Typography>
      )}
    </Box>
  );
}
