import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
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
import { storage } from '../../../lib/storage.ts';
import { useSession } from '../../../lib/session.ts';
import { useFeedbackStatus, useSubmitFeedback } from '../../../api/platform.ts';

/** How long a supplier works in the portal before being asked (spec: "after a short delay"). */
export const FEEDBACK_DELAY_MS = 30_000;

const RATING_LABELS: Record<number, string> = {
  1: 'Very hard',
  2: 'Hard',
  3: 'OK',
  4: 'Easy',
  5: 'Very easy',
};

/** The survey is offered at most once a week in a browser, whatever the server says is due. */
export const FEEDBACK_ASK_EVERY_MS = 7 * 24 * 3600 * 1000;
export const feedbackAskedKey = (supplierId: number) => `portal.feedbackAskedAt.${supplierId}`;

function askedRecently(key: string, now = Date.now()): boolean {
  const at = Number(storage.get(key));
  return Number.isFinite(at) && at > 0 && now - at < FEEDBACK_ASK_EVERY_MS;
}

/**
 * Whether the supplier has typed into, ticked or chosen anything on this page (outside `inside`):
 * a form may be half filled, so nothing new should appear. Cleared by going to another page.
 */
function usePageDirty(inside: React.RefObject<HTMLElement | null>): boolean {
  const { pathname } = useLocation();
  const [dirty, setDirty] = useState(false);
  useEffect(() => {
    setDirty(false);
    const onEdit = (e: Event) => {
      if (e.target instanceof Node && inside.current?.contains(e.target)) return;
      setDirty(true);
    };
    document.addEventListener('input', onEdit, true);
    document.addEventListener('change', onEdit, true);
    return () => {
      document.removeEventListener('input', onEdit, true);
      document.removeEventListener('change', onEdit, true);
    };
  }, [pathname, inside]);
  return dirty;
}

/**
 * The feedback survey for non-staff suppliers, when the server says one is due: a card in the page's
 * flow, after its content, so it never covers a control (it used to float over Save buttons and
 * table actions). It waits a short delay, never appears while a form on the page is being filled,
 * and is offered at most once a week: being shown counts, answered or not.
 */
export function FeedbackSurvey({ delayMs = FEEDBACK_DELAY_MS }: { delayMs?: number }) {
  const { isStaff, token, claims } = useSession();
  const askedKey = feedbackAskedKey(claims?.sub ?? 0);
  const eligible = !!token && !isStaff;
  const card = useRef<HTMLElement | null>(null);
  const dirty = usePageDirty(card);
  const [waited, setWaited] = useState(false);
  const [recent] = useState(() => askedRecently(askedKey));
  const [shown, setShown] = useState(false);
  const [closed, setClosed] = useState(false);
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; comment?: string }>({});
  const status = useFeedbackStatus(eligible && waited && !recent);
  const submit = useSubmitFeedback();
  const titleId = useId();

  useEffect(() => {
    if (!eligible || recent) return;
    const timer = window.setTimeout(() => setWaited(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [eligible, recent, delayMs]);

  // Once shown it stays until answered or closed (a later edit on the page does not hide it).
  const show = eligible && !recent && waited && !closed && !!status.data?.due && (shown || !dirty);
  useEffect(() => {
    if (show && !shown) {
      setShown(true);
      storage.set(askedKey, String(Date.now()));
    }
  }, [show, shown, askedKey]);

  if (!show) return null;

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
    // Aligned with the page's content (same width and side padding as <main>), after it.
    <Box sx={{ maxWidth: 1600, mx: 'auto', px: { xs: 1.5, md: 3 }, pb: 3 }}>
      <Paper
        ref={card}
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
