import { forwardRef, Suspense, type ComponentProps } from 'react';
import { Box, IconButton, Typography } from '@mui/material';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import { retryableLazy } from '../lib/retryable-lazy.tsx';

// With a choice of page sizes, MUI's TablePagination (its Select, Menu and Popover: ~20 KB) loads with the
// first table that offers one; a table of one page size (the dashboard's) draws the same bar without it.
// Its code comes with the page (lib/later-parts.ts); if the network went before it came, the plain bar
// (previous/next) stands in until it returns. Drawn as a div (no table around it).
// Its previous/next buttons are plain icon buttons with the browser's title, as the plain bar's: MUI wraps
// each in a Tooltip, and with the pointer resting on 'Go to next page' (as it does after a click) the open
// tooltip's Popper measured the page again at every render of the bar, a forced layout of the whole table
// (15-45 ms of each page change of the 10,000-row bulk preview, issue 53 §3).
const PagerButton = forwardRef<HTMLButtonElement, ComponentProps<typeof IconButton>>(
  function PagerButton(props, ref) {
    return <IconButton {...props} ref={ref} />;
  },
);
const PAGER_BUTTONS = { previousButton: PagerButton, nextButton: PagerButton };

const TablePagination = retryableLazy(
  () =>
    import('@mui/material/TablePagination').then(
      ({ default: Pagination }) =>
        function DivPagination(props: PagerProps) {
          return (
            <Pagination
              component="div"
              count={props.count}
              page={props.page}
              rowsPerPage={props.rowsPerPage}
              rowsPerPageOptions={props.rowsPerPageOptions}
              onPageChange={(_e, next) => props.onPageChange(next)}
              onRowsPerPageChange={(e) => props.onRowsPerPageChange(Number(e.target.value))}
              slots={{ actions: PAGER_BUTTONS }}
            />
          );
        },
    ),
  { offline: (props: PagerProps) => <PlainPager {...props} /> },
);

type PagerProps = {
  count: number;
  page: number;
  rowsPerPage: number;
  rowsPerPageOptions: number[];
  onPageChange: (page: number) => void;
  onRowsPerPageChange: (size: number) => void;
};

/** The height of MUI's pagination bar: the placeholder while it loads keeps the page from moving. */
const BAR_HEIGHT = 52;

/** A table's paging bar: "1–15 of 20" and the previous/next buttons, as TablePagination draws them. */
export function Pager(props: PagerProps) {
  if (props.rowsPerPageOptions.length > 1) {
    return (
      <Suspense fallback={<Box sx={{ minHeight: BAR_HEIGHT }} />}>
        <TablePagination {...props} />
      </Suspense>
    );
  }
  return <PlainPager {...props} />;
}

/** The bar without a choice of page size. */
function PlainPager({ count, page, rowsPerPage, onPageChange }: PagerProps) {
  const from = count === 0 ? 0 : page * rowsPerPage + 1;
  const to = Math.min(count, (page + 1) * rowsPerPage);
  const last = Math.max(0, Math.ceil(count / rowsPerPage) - 1);
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-end',
        minHeight: BAR_HEIGHT,
        pl: 2,
        pr: 1,
      }}
    >
      <Typography variant="body2" component="p" sx={{ m: 0 }}>
        {`${from}–${to} of ${count}`}
      </Typography>
      <Box sx={{ flexShrink: 0, ml: 2.5 }}>
        <IconButton
          aria-label="Go to previous page"
          title="Go to previous page"
          color="inherit"
          disabled={page <= 0}
          onClick={() => onPageChange(page - 1)}
        >
          <KeyboardArrowLeft />
        </IconButton>
        <IconButton
          aria-label="Go to next page"
          title="Go to next page"
          color="inherit"
          disabled={page >= last}
          onClick={() => onPageChange(page + 1)}
        >
          <KeyboardArrowRight />
        </IconButton>
      </Box>
    </Box>
  );
}
