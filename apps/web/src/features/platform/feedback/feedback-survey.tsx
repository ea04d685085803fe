import { useEffect, useId, useState } from 'react';
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
import { useSession } from '../../../app/session/session-context.ts';
import { useFeedbackStatus, useSubmitFeedback } from '../api/feedback.ts';

/** How long a supplier works in the portal before being asked (spec: "after a short delay"). */
export const FEEDBACK_DELAY_MS = 30_000;

const RATING_LABELS: Record<number, string> = {
  1: 'Very hard',
  2: 'Hard',
  3: 'OK',
  4: 'Easy',
  5: 'Very easy',
};

/**
 * The feedback survey for non-staff suppliers: a small card (not a modal, so it never blocks work)
 * after a short delay, when the server says one is due. 'Not now' is stored so we ask again later.
 */
export function FeedbackSurvey({ delayMs = FEEDBACK_DELAY_MS }: { delayMs?: number }) {
  const { isStaff, token } = useSession();
  const eligible = !!token && !isStaff;
  const [waited, setWaited] = useState(false);
  const [closed, setClosed] = useState(false);
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; comment?: string }>({});
  const status = useFeedbackStatus(eligible && waited);
  const submit = useSubmitFeedback();
  const titleId = useId();

  useEffect(() => {
    if (!eligible) return;
    const timer = window.setTimeout(() => setWaited(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [eligible, delayMs]);

  if (!eligible || !waited || closed || !status.data?.due) return null;

  const dismiss = () => {
    setClosed(true);
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
          setClosed(true);
          notifySuccess(PLATFORM_MESSAGES.feedbackThanks);
        },
        onError: () => notifyError('Unable to send your feedback. Please try again later'),
      },
    );
  };

  return (
    <Paper
      role="dialog"
      aria-labelledby={titleId}
      elevation={8}
      sx={{
        position: 'fixed',
        left: { xs: 8, sm: 'auto' },
        right: { xs: 8, sm: 16 },
        bottom: { xs: 8, sm: 16 },
        width: { sm: 360 },
        p: 2,
        zIndex: (theme) => theme.zIndex.speedDial,
      }}
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
  );
}
