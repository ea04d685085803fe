import { Box, Typography } from '@mui/material';
import { UNITS, type BulkMode } from '@portal/domain';

/** The toggleable instructions of step 1. */
export function BulkInstructions({ mode }: { mode: BulkMode }) {
  const units = UNITS.map((u) => `${u.title} (${u.unit})`).join(', ');
  return (
    <Box sx={{ p: 2, bgcolor: 'action.hover', borderRadius: 1 }}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        How to {mode === 'add' ? 'add' : 'edit'} products with a CSV file
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 3, '& li': { mb: 0.5 } }}>
        {mode === 'add' ? (
          <li>Download the CSV template and add one product per row below the headers.</li>
        ) : (
          <li>Download your products, change what you need and keep every Product Id as it is.</li>
        )}
        <li>Keep the header row exactly as it is. Save the file as CSV (UTF-8, comma separated).</li>
        <li>
          Product SKU must be unique{mode === 'add' ? ' and is required' : ''}; Product Name is required (64
          characters at most).
        </li>
        <li>
          Category One must be a top tier category; Category Two must belong to Category One, and Category
          Three to Category Two. Use the category names as they appear in the portal.
        </li>
        <li>Price (Ex.GST) is in dollars, excluding GST, with at most 2 decimals, e.g. 12.50.</li>
        <li>
          Price Unit and Portion Unit are one of {units}. Kilogram and Gram may be mixed; other units must be
          the same.
        </li>
        <li>Portions are positive numbers separated by commas, e.g. 500,1000.</li>
        <li>GST (Y/N) (or Taxable (Y/N)), Enabled (Y/N) and Out of Stock (Y/N) take Y or N.</li>
        <li>Upload the file, fix any rows marked in red in the table, then save.</li>
      </Box>
    </Box>
  );
}
