import { Box, MenuItem, TextField } from '@mui/material';
import { FILTER_OPTIONS } from '@portal/domain';
import { SearchField } from '../../../components/search-field.tsx';

const FILTERS: Array<{ key: keyof typeof FILTER_OPTIONS; label: string; staffOnly?: boolean }> = [
  { key: 'specialStatus', label: 'Specials' },
  { key: 'outOfStockId', label: 'Stock' },
  { key: 'productStatusId', label: 'Status' },
  { key: 'gstFilterId', label: 'GST' },
  { key: 'customPricingFilterId', label: 'Custom prices' },
  { key: 'imageFilterId', label: 'Image', staffOnly: true },
];

/** The search box and the filters (image filter for staff only). */
export function ListFilters({
  search,
  onSearch,
  params,
  onFilter,
  staff,
}: {
  search: string;
  onSearch: (text: string) => void;
  params: URLSearchParams;
  onFilter: (key: string, value: string) => void;
  staff: boolean;
}) {
  return (
    <Box
      role="search"
      sx={{
        display: 'grid',
        gap: 1.5,
        mb: 2,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(auto-fill, minmax(160px, 1fr))' },
      }}
    >
      <SearchField
        label="Search products"
        placeholder="SKU or name"
        value={search}
        onChange={onSearch}
        sx={{ gridColumn: { xs: '1 / -1', md: 'span 2' } }}
      />
      {FILTERS.filter((f) => !f.staffOnly || staff).map((f) => (
        <TextField
          key={f.key}
          select
          size="small"
          label={f.label}
          value={params.get(f.key) ?? ''}
          onChange={(e) => onFilter(f.key, e.target.value)}
        >
          <MenuItem value="">All</MenuItem>
          {FILTER_OPTIONS[f.key].map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      ))}
    </Box>
  );
}
