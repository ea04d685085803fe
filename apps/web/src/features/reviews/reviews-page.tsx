import { useMemo, useState } from 'react';
import { Alert, Box, Button, Chip, Typography } from '@mui/material';
import { REVIEWS_PAGE_SIZE, REVIEW_MESSAGES, reviewStatus, type Review } from '@portal/domain';
import { DataTable, type ColumnDef, type SortingState } from '../../components/data-table.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { pageHeaderAt } from '../../app/page-manifest.ts';
import { paths } from '../../lib/paths.ts';
import { SearchField } from '../../components/search-field.tsx';
import { StarRating } from '../../components/star-rating.tsx';
import { formatDate } from '../../lib/format.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import type { LandingQueries } from '../../api/landing-data.ts';
import { reviewsQuery, useReviews } from '../../api/reviews.ts';
import { ReviewDialog } from './components/review-dialog.tsx';

const clip = (text: string, max = 90) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const STATUS_COLOR = { Archived: 'default', Replied: 'success', 'Awaiting reply': 'warning' } as const;

/** The first page, newest first, as the page opens (its state is not in the URL). */
const FIRST_PAGE = {
  page: 1,
  pageSize: REVIEWS_PAGE_SIZE,
  orderBy: 'createdAt',
  sortedBy: 'desc',
  fuzzy: '',
} as const;

/** A landing on the reviews draws the first page at once (api/landing-data.ts). */
export const landingQueries: LandingQueries = () => [reviewsQuery(FIRST_PAGE)];

/** The table's columns; View opens the review's dialog. */
function reviewColumns(open: (id: number) => void): ColumnDef<Review>[] {
  return [
    { id: 'id', accessorKey: 'id', header: 'ID' },
    {
      id: 'average',
      accessorKey: 'average',
      header: 'Rating',
      cell: ({ row }) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
          <StarRating value={row.original.average} size="small" label={`${row.original.average} out of 5`} />
          <Typography variant="body2">{row.original.average.toFixed(1)}</Typography>
        </Box>
      ),
    },
    {
      id: 'content',
      header: 'Review',
      enableSorting: false,
      cell: ({ row }) => <Box sx={{ minWidth: 200 }}>{clip(row.original.content)}</Box>,
    },
    { id: 'venueName', accessorKey: 'venueName', header: 'Customer' },
    {
      id: 'createdAt',
      accessorKey: 'createdAt',
      header: 'Date Created',
      cell: ({ row }) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.original.createdAt)}</Box>,
    },
    {
      id: 'supplierReply',
      header: 'Your Reply',
      enableSorting: false,
      cell: ({ row }) =>
        row.original.supplierReply ? (
          <Box sx={{ minWidth: 160 }}>{clip(row.original.supplierReply.content, 60)}</Box>
        ) : (
          <Typography variant="body2" color="text.secondary">
            —
          </Typography>
        ),
    },
    {
      id: 'status',
      header: 'Status',
      enableSorting: false,
      cell: ({ row }) => {
        const status = reviewStatus(row.original);
        return <Chip size="small" label={status} color={STATUS_COLOR[status]} variant="outlined" />;
      },
    },
    {
      id: 'actions',
      header: 'Actions',
      enableSorting: false,
      cell: ({ row }) => (
        <Button
          size="small"
          variant="outlined"
          onClick={(e) => {
            e.stopPropagation();
            open(row.original.id);
          }}
          aria-label={`View review ${row.original.id}`}
        >
          View
        </Button>
      ),
    },
  ];
}

export function ReviewsPage() {
  const [search, setSearch] = useState('');
  const fuzzy = useDebouncedValue(search, 250);
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState(REVIEWS_PAGE_SIZE);
  const [sorting, setSorting] = useState<SortingState>([{ id: 'createdAt', desc: true }]);
  const [openId, setOpenId] = useState<number | null>(null);
  const sort = sorting[0] ?? { id: 'createdAt', desc: true };
  const reviews = useReviews({
    page: pageIndex + 1,
    pageSize,
    orderBy: sort.id,
    sortedBy: sort.desc ? 'desc' : 'asc',
    fuzzy,
  });

  const columns = useMemo(() => reviewColumns(setOpenId), []);

  const noReviewsAtAll = reviews.isSuccess && reviews.data.total === 0 && !fuzzy.trim();

  return (
    <Box>
      <PageHeader {...pageHeaderAt(paths.reviews)} />
      {reviews.isError ? (
        <ErrorPanel
          title="Unable to load reviews"
          message={REVIEW_MESSAGES.loadFailed}
          error={reviews.error}
          onRetry={() => void reviews.refetch()}
        />
      ) : noReviewsAtAll ? (
        <EmptyState title="Welcome to your reviews">
          When venues review your business, their reviews and ratings will appear here. You can reply to each
          review once, and your reply is shown to the venue alongside it.
        </EmptyState>
      ) : (
        <>
          <Alert severity="info" sx={{ mb: 2 }}>
            {REVIEW_MESSAGES.disputeNote}
          </Alert>
          <SearchField
            label="Search reviews"
            placeholder="Review text or customer"
            value={search}
            onChange={(value) => {
              setSearch(value);
              setPageIndex(0);
            }}
            sx={{ mb: 2, width: { xs: '100%', sm: 360 } }}
          />
          <DataTable
            aria-label="Reviews"
            columns={columns}
            data={reviews.data?.data ?? []}
            getRowId={(r) => String(r.id)}
            loading={reviews.isPending || reviews.isPlaceholderData}
            empty={<EmptyState title="No reviews match your search" />}
            sorting={sorting}
            onSortingChange={(updater) => {
              setSorting((old) => {
                const next = typeof updater === 'function' ? updater(old) : updater;
                // Clicking a sorted column a third time would clear it; fall back to newest first.
                return next.length ? next : [{ id: 'createdAt', desc: true }];
              });
              setPageIndex(0);
            }}
            paging={{
              mode: 'server',
              pageIndex,
              pageSize,
              pageSizeOptions: [25, 50, 100],
              total: reviews.data?.total ?? 0,
              onPageChange: setPageIndex,
              onPageSizeChange: (size) => {
                setPageSize(size);
                setPageIndex(0);
              },
            }}
            onRowClick={(r) => setOpenId(r.id)}
          />
        </>
      )}
      <ReviewDialog reviewId={openId} onClose={() => setOpenId(null)} />
    </Box>
  );
}
