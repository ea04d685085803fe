import { useId, type FormEvent, type ReactNode } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useIsMobile } from '../lib/breakpoints.ts';

/**
 * The main action: its label, what its spinner is called while `busy`, and what it does. A dialog to read
 * (its only button dismisses it), or one whose form can no longer go on, has none.
 */
type MainAction =
  | { submitLabel: string; busyLabel: string; busy: boolean; onSubmit: () => void }
  | { submitLabel?: never; busyLabel?: never; busy?: boolean; onSubmit?: never };

export type FormDialogProps = MainAction & {
  title: string;
  /** A line under the title, read out with it (aria-describedby). */
  description?: ReactNode;
  /** Failures to show above the fields, one alert each. */
  problems?: readonly string[];
  /** The main action waits (a field is wrong). */
  blocked?: boolean;
  /** The dismissing button's label ('Cancel' unless a dialog's spec names it otherwise). */
  cancelLabel?: string;
  /** The main action destroys or undoes something: drawn in the error colour. */
  destructive?: boolean;
  onClose: () => void;
  open?: boolean;
  /** Lines between the title, the fields and the actions. */
  dividers?: boolean;
  maxWidth?: 'xs' | 'sm' | 'md';
  /** Full screen on a phone (true unless told): a short confirmation stays a small dialog. */
  fullScreenOnPhone?: boolean;
  /** The fields; a confirmation with nothing to say under its title has none. */
  children?: ReactNode;
};

/**
 * The portal's dialog around a small form: title, optional description, its failures, the fields, then
 * Cancel and the main action if it has one (a spinner while busy, when neither it nor closing can be
 * used). The dialog is a form: Enter in a field submits it, as the main action does. Full screen on a
 * phone unless `fullScreenOnPhone` is false.
 */
export function FormDialog(props: FormDialogProps) {
  const { title, description, problems = [], busy = false, onClose, open = true, children } = props;
  const fullScreenOnPhone = props.fullScreenOnPhone ?? true;
  const mobile = useIsMobile();
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // React sends a submit up its own tree, through the dialog's portal: a dialog opened from inside a
    // page's form would submit that form too.
    event.stopPropagation();
    if (!busy && !props.blocked) props.onSubmit?.();
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      fullWidth
      maxWidth={props.maxWidth ?? 'xs'}
      fullScreen={mobile && fullScreenOnPhone}
    >
      {/* display: contents keeps the dialog's column (the content scrolls between title and actions). */}
      <form noValidate onSubmit={submit} style={{ display: 'contents' }}>
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        {(description || problems.length > 0 || (children != null && children !== false)) && (
          <DialogContent dividers={props.dividers}>
            {description && (
              <DialogContentText id={`${id}-description`} component="div" sx={{ mb: 2 }}>
                {description}
              </DialogContentText>
            )}
            {problems.map((message) => (
              <Alert key={message} severity="error" sx={{ mb: 2 }}>
                {message}
              </Alert>
            ))}
            {children}
          </DialogContent>
        )}
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {props.cancelLabel ?? 'Cancel'}
          </Button>
          {props.submitLabel !== undefined && (
            <Button
              type="submit"
              variant="contained"
              color={props.destructive ? 'error' : 'primary'}
              disabled={busy || props.blocked}
            >
              {busy ? <CircularProgress size={20} aria-label={props.busyLabel} /> : props.submitLabel}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
