import { useEffect, useId, useState, type RefObject } from 'react';
import {
  Box,
  Button,
  FormHelperText,
  IconButton,
  Paper,
  Rating,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { FEEDBACK_COMMENT_MAX, feedbackFormSchema, PLATFORM_MESSAGES } from '@portal/domain';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSubmitFeedback } from '../../../api/platform.ts';

const RATING_LABELS: Record<number, string> = {
  1: 'Very hard',
  2: 'Hard',
  3: 'OK',
  4: 'Easy',
  5: 'Very easy',
};

/**
 * The survey's card, a form with its schema (zod), the rating and a text field (MUI's, with its select):
 * loaded only when the survey is due and shown (feedback-survey.tsx), not with every page.
 */
export function FeedbackCard({
  cardRef,
  onShown,
  onClosed,
}: {
  /** The card, whose own typing does not count as the page being edited. */
  cardRef: RefObject<HTMLElement | null>;
  /** The card is on screen (being shown counts as asked). */
  onShown: () => void;
  /** Answered or dismissed. */
  onClosed: () => void;
}) {
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; comment?: string }>({});
  const submit = useSubmitFeedback();
  const titleId = useId();
  // When first drawn (onShown is the survey's stable callback).
  useEffect(() => onShown(), [onShown]);

  const dismiss = () => {
    onClosed();
    submit.mutate({ dismissed: true });
  };
  const send = () => {
    const parsed = feedbackFormSchema.safeParse({ rating: rating ?? undefined, comment });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as 'rating' | 'comment'] = issue.message;
      setErrors(next);
      return;
    }
    submit.mutate(
      { rating: parsed.data.rating, comment: parsed.data.comment || undefined },
      {
        onSuccess: () => {
          onClosed();
          notifySuccess(PLATFORM_MESSAGES.feedbackThanks);
        },
        onError: () => notifyError('Unable to send your feedback. Please try again later'),
      },
    );
  };

  return (
    // Aligned with the page's content (same width and side padding as <main>), after it.
    <Box sx={{ maxWidth: 1600, mx: 'auto', px: { xs: 1.5, md: 3 }, pb: 3 }}>
      <Paper
        ref={cardRef}
        component="aside"
        aria-labelledby={titleId}
        variant="outlined"
        sx={{ maxWidth: 560, p: 2 }}
      >
        <Stack spacing={1.5} component="form" noValidate onSubmit={(e) => (e.preventDefault(), send())}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start' }}>
            <Typography id={titleId} variant="subtitle1" component="h2" sx={{ flex: 1, fontWeight: 600 }}>
              How are we doing?
            </Typography>
            <IconButton size="small" aria-label="Close feedback survey" onClick={dismiss}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
          <Box>
            <Typography variant="body2" component="legend" id={`${titleId}-rating`}>
              How easy is the supplier portal to use?
            </Typography>
            <Rating
              name="feedback-rating"
              value={rating}
              onChange={(_e, value) => {
                setRating(value);
                setErrors((e) => ({ ...e, rating: undefined }));
              }}
              getLabelText={(value) => `${value} star${value === 1 ? '' : 's'}, ${RATING_LABELS[value]}`}
              aria-labelledby={`${titleId}-rating`}
            />
            {errors.rating && <FormHelperText error>{errors.rating}</FormHelperText>}
          </Box>
          <TextField
            label="Anything we could do better? (optional)"
            multiline
            minRows={2}
            maxRows={5}
            size="small"
            value={comment}
            onChange={(e) => {
              setComment(e.target.value);
              setErrors((er) => ({ ...er, comment: undefined }));
            }}
            error={!!errors.comment}
            helperText={errors.comment ?? `${comment.length}/${FEEDBACK_COMMENT_MAX}`}
          />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={dismiss}>Not now</Button>
            <Button type="submit" variant="contained" loading={submit.isPending}>
              Send feedback
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Box>
  );
}
