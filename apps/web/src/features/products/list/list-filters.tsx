import { memo, useEffect, useRef } from 'react';
import { Box, InputAdornment, MenuItem, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { FILTER_OPTIONS, filterValue, PRODUCT_LIMITS } from '@portal/domain';

const FILTERS: Array<{ key: keyof typeof FILTER_OPTIONS; label: string; staffOnly?: boolean }> = [
  { key: 'specialStatus', label: 'Specials' },
  { key: 'outOfStockId', label: 'Stock' },
  { key: 'productStatusId', label: 'Status' },
  { key: 'gstFilterId', label: 'GST' },
  { key: 'customPricingFilterId', label: 'Custom prices' },
  { key: 'imageFilterId', label: 'Image', staffOnly: true },
];

/**
 * The search box is the browser's own (uncontrolled): a key re-renders nothing, not the page and its
 * table (a key cost ~40 ms on a laptop when the whole page re-rendered, and typing lagged), nor the field; the
 * list hears the text once it has rested for the debounce.
 */
const ProductSearch = memo(function ProductSearch({
  initial,
  onSearch,
}: {
  initial: string;
  onSearch: (text: string) => void;
}) {
  const timer = useRef<number | undefined>(undefined);
  const first = useRef(initial);
  // The first text is heard once, on mount (the page tidies an empty '?q=' away).
  useEffect(() => onSearch(first.current), [onSearch]);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return (
    <TextField
      size="small"
      label="Search products"
      placeholder="SKU or name"
      defaultValue={initial}
      onChange={(e) => {
        const text = e.target.value;
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => onSearch(text), PRODUCT_LIMITS.searchDebounceMs);
      }}
      sx={{ gridColumn: { xs: '1 / -1', md: 'span 2' } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
});

/** One filter; it renders again only when its own value changes (not for a new search). */
const FilterSelect = memo(function FilterSelect({
  name,
  label,
  value,
  onFilter,
}: {
  name: keyof typeof FILTER_OPTIONS;
  label: string;
  value: string;
  onFilter: (key: string, value: string) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onFilter(name, e.target.value)}
    >
      <MenuItem value="">All</MenuItem>
      {FILTER_OPTIONS[name].map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
});

/** The search box and the filters (image filter for staff only). */
export function ListFilters({
  initialSearch,
  onSearch,
  params,
  onFilter,
  staff,
}: {
  /** The box's text when it first shows (the URL's q); after that the box keeps its own. */
  initialSearch: string;
  /** The search text once typing has paused; keep it the same function across renders. */
  onSearch: (text: string) => void;
  params: URLSearchParams;
  /** A filter's new value; keep it the same function across renders. */
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
      <ProductSearch initial={initialSearch} onSearch={onSearch} />
      {FILTERS.filter((f) => !f.staffOnly || staff).map((f) => (
        <FilterSelect
          key={f.key}
          name={f.key}
          label={f.label}
          value={filterValue(f.key, params.get(f.key))}
          onFilter={onFilter}
        />
      ))}
    </Box>
  );
}
