import type { ReactNode } from 'react';
import { FormDialog } from './form-dialog.tsx';

type Props = {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  destructive?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * Asks before an action: the title, what it will do, then Cancel and the action ('Working' while busy,
 * when neither can be used). The portal's FormDialog, kept a small dialog on a phone (it has no fields).
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  busy = false,
  destructive,
  onConfirm,
  onClose,
}: Props) {
  return (
    <FormDialog
      open={open}
      title={title}
      submitLabel={confirmLabel}
      busyLabel="Working"
      busy={busy}
      cancelLabel={cancelLabel}
      destructive={destructive}
      fullScreenOnPhone={false}
      onSubmit={onConfirm}
      onClose={onClose}
    >
      {children}
    </FormDialog>
  );
}
