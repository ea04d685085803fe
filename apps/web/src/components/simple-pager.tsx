import { lazy, Suspense } from 'react';
import { Box, IconButton, Typography } from '@mui/material';
import type { TablePaginationProps } from '@mui/material/TablePagination';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';

// With a choice of page sizes, MUI's TablePagination (its Select, Menu and Popover: ~20 KB) loads with the
// first table that offers one; a table of one page size (the dashboard's) draws the same bar without it.
// Drawn as a div (no table around it); wrapped so that lazy() keeps the props' types.
const TablePagination = lazy(() =>
  import('@mui/material/TablePagination').then(({ default: Pagination }) => ({
    default: (props: Omit<TablePaginationProps<'div'>, 'component'>) => (
      <Pagination component="div" {...props} />
    ),
  })),
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
export function Pager({
  count,
  page,
  rowsPerPage,
  rowsPerPageOptions,
  onPageChange,
  onRowsPerPageChange,
}: PagerProps) {
  if (rowsPerPageOptions.length > 1) {
    return (
      <Suspense fallback={<Box sx={{ minHeight: BAR_HEIGHT }} />}>
        <TablePagination
          count={count}
          page={page}
          rowsPerPage={rowsPerPage}
          rowsPerPageOptions={rowsPerPageOptions}
          onPageChange={(_e, next) => onPageChange(next)}
          onRowsPerPageChange={(e) => onRowsPerPageChange(Number(e.target.value))}
        />
      </Suspense>
    );
  }
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
