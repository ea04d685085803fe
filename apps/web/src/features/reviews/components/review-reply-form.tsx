import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormHelperText,
  Link,
  TextField,
} from '@mui/material';
import {
  REPLY_MAX_LENGTH,
  REVIEW_ERROR_CODES,
  REVIEW_MESSAGES,
  reviewReplyFormSchema,
  type ReviewReplyForm,
} from '@portal/domain';
import { ApiError } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useReplyToReview } from '../../../api/reviews.ts';
import { termsLinkProps } from '../../../lib/terms.ts';

/** The supplier's one reply: a text area, the terms box, and the API's answers mapped onto them. */
export function ReviewReplyForm({ reviewId, onReload }: { reviewId: number; onReload: () => void }) {
  const reply = useReplyToReview(reviewId);
  const [alreadyReplied, setAlreadyReplied] = useState(false);
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    reset,
    formState: { errors },
  } = useForm<ReviewReplyForm>({
    resolver: zodResolver(reviewReplyFormSchema),
    defaultValues: { content: '', terms: false },
  });
  const length = watch('content').trim().length;

  const submit = handleSubmit(async (values) => {
    setOtherErrors([]);
    try {
      await reply.mutateAsync({ content: values.content });
      reset();
      notifySuccess(REVIEW_MESSAGES.replySent);
    } catch (error) {
      if (error instanceof ApiError && error.code === REVIEW_ERROR_CODES.alreadyReplied) {
        setAlreadyReplied(true);
        return;
      }
      if (error instanceof ApiError && error.status === 400 && error.fieldErrors.length) {
        const rest: string[] = [];
        for (const e of error.fieldErrors) {
          if (e.code === 'invalid_parameter' && e.param === 'content')
            setError('content', { message: e.message });
          else rest.push(e.message);
        }
        setOtherErrors(rest);
        notifyError(REVIEW_MESSAGES.sendFailed);
        return;
      }
      // Nothing to point at above (a server failure, no answer): the failure itself shows in the form.
      setOtherErrors([REVIEW_MESSAGES.sendFailedNoDetail]);
    }
  });

  return (
    // A form landmark, not a <form>: it sits inside the review dialog's own form, and forms do not nest.
    // Send reply sends it (Enter in the reply, a text area, starts a new line).
    <Box role="form" aria-label="Reply to this review">
      {alreadyReplied && (
        // The typed reply stays in the box below (to copy) until the person reloads the review.
        <Alert
          severity="warning"
          role="alert"
          sx={{ mb: 1 }}
          action={
            <Button color="inherit" size="small" onClick={onReload}>
              Reload
            </Button>
          }
        >
          {REVIEW_MESSAGES.alreadyReplied}
        </Alert>
      )}
      {otherErrors.map((m) => (
        <Alert key={m} severity="error" role="alert" sx={{ mb: 1 }}>
          {m}
        </Alert>
      ))}
      <TextField
        label="Your reply"
        multiline
        minRows={4}
        fullWidth
        {...register('content')}
        error={!!errors.content}
        helperText={errors.content?.message ?? `${length} / ${REPLY_MAX_LENGTH} characters`}
      />
      <FormControl error={!!errors.terms} sx={{ mt: 1, display: 'block' }}>
        <FormControlLabel
          control={<Checkbox {...register('terms')} />}
          label={
            <>
              I accept the <Link {...termsLinkProps}>terms and conditions</Link> for replying to reviews
            </>
          }
        />
        {errors.terms && <FormHelperText>{errors.terms.message}</FormHelperText>}
      </FormControl>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        <Button
          variant="contained"
          onClick={(event) => void submit(event)}
          disabled={reply.isPending || alreadyReplied}
        >
          {reply.isPending ? <CircularProgress size={20} aria-label="Sending" /> : 'Send reply'}
        </Button>
      </Box>
    </Box>
  );
}
