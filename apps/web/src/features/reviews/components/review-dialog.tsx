import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, Chip, Divider, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { canDeleteReply, canReply, REVIEW_MESSAGES, type Review, type ReviewReply } from '@portal/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { StarRating } from '../../../components/star-rating.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useMe } from '../../../api/auth.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useDeleteReviewReply, useReview } from '../../../api/reviews.ts';
import { ReviewReplyForm } from './review-reply-form.tsx';

function ReplyCard({ reply, title, action }: { reply: ReviewReply; title: string; action?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, bgcolor: reply.isPlatform ? 'action.hover' : undefined }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5, flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" component="h3" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {formatDateTime(reply.createdAt)}
        </Typography>
      </Box>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{reply.content}</Typography>
      {action && <Box sx={{ mt: 1 }}>{action}</Box>}
    </Paper>
  );
}

type BodyProps = { review: Review; isStaff: boolean; onDelete: () => void; onReload: () => void };

/** A loaded review: ratings, text, replies, and the reply form while a reply may be sent. */
function ReviewBody({ review: r, isStaff, onDelete, onReload }: BodyProps) {
  return (
    <Stack spacing={2}>
      <Box>
        {isStaff && (
          <Typography variant="caption" color="text.secondary" component="p">
            Review ID: {r.id}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {formatDateTime(r.createdAt)}
          {r.orderId ? ` · Order #${r.orderId}` : ''}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
          <StarRating value={r.average} label={`Average rating ${r.average} out of 5`} />
          <Typography sx={{ fontWeight: 600 }}>{r.average.toFixed(1)}</Typography>
          {r.isArchived && <Chip size="small" label="Archived" />}
        </Box>
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'auto auto',
          gap: 0.5,
          justifyContent: 'start',
          columnGap: 2,
        }}
      >
        {Object.entries(r.ratings).map(([aspect, value]) => (
          <Box key={aspect} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2">
              {aspect}
            </Typography>
            <Box component="dd" sx={{ m: 0 }}>
              <StarRating value={value} size="small" label={`${aspect}: ${value} out of 5`} />
            </Box>
          </Box>
        ))}
      </Box>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {r.content || <em>No written review</em>}
      </Typography>
      {r.replies
        .filter((x) => x.isPlatform)
        .map((x) => (
          <ReplyCard key={x.id} reply={x} title="Reply from the marketplace" />
        ))}
      {r.supplierReply && (
        <ReplyCard
          reply={r.supplierReply}
          title="Your reply"
          action={
            canDeleteReply(r) && (
              <Button color="error" size="small" onClick={onDelete}>
                Delete reply
              </Button>
            )
          }
        />
      )}
      {r.isArchived && (
        <Alert severity="info">
          This review has been archived. Replies can no longer be added or removed.
        </Alert>
      )}
      {canReply(r) && (
        <>
          <Divider />
          <ReviewReplyForm key={r.id} reviewId={r.id} onReload={onReload} />
        </>
      )}
      <Typography variant="body2" color="text.secondary">
        {REVIEW_MESSAGES.disputeNote}
      </Typography>
    </Stack>
  );
}

/**
 * One review: sub-ratings, replies, the reply form or the delete button. A dialog to read, so its only
 * action is Close; the reply form inside has its own Send reply.
 */
export function ReviewDialog({ reviewId, onClose }: { reviewId: number | null; onClose: () => void }) {
  const me = useMe();
  const review = useReview(reviewId);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteReviewReply(reviewId ?? 0);
  const r = review.data;

  const deleteReply = async () => {
    try {
      await remove.mutateAsync();
      notifySuccess(REVIEW_MESSAGES.replyDeleted);
    } catch {
      notifyError(REVIEW_MESSAGES.deleteFailed);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <>
      <FormDialog
        open={reviewId !== null}
        title={r ? `Review from ${r.venueName}` : 'Review'}
        cancelLabel="Close"
        onClose={onClose}
        dividers
        maxWidth="sm"
      >
        {review.isPending && (
          <Stack spacing={1} role="status" aria-label="Loading review">
            <Skeleton variant="text" width="60%" />
            <Skeleton variant="rectangular" height={80} />
          </Stack>
        )}
        {review.isError && <ErrorPanel error={review.error} onRetry={() => void review.refetch()} />}
        {r && (
          <ReviewBody
            review={r}
            isStaff={!!me.data?.isStaff}
            onDelete={() => setConfirming(true)}
            onReload={() => void review.refetch()}
          />
        )}
      </FormDialog>
      <ConfirmDialog
        open={confirming}
        title="Delete your reply?"
        confirmLabel="Delete reply"
        destructive
        busy={remove.isPending}
        onConfirm={() => void deleteReply()}
        onClose={() => setConfirming(false)}
      >
        The venue will no longer see your reply. You can write a new one afterwards.
      </ConfirmDialog>
    </>
  );
}
