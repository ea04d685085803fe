import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { DIRECT_PDF_LIMIT, emailDocumentsBodySchema } from '@portal/domain';
import { TextField } from '@mui/material';
import { FormDialog } from '../form-dialog.tsx';

/** The address field of the e-mail request, with the API's own rule and messages. */
const schema = emailDocumentsBodySchema.pick({ email: true });
type Form = { email: string };

type Props = {
  open: boolean;
  count: number;
  plural: string;
  defaultEmail: string;
  busy: boolean;
  onSend: (email: string) => void;
  onClose: () => void;
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'Confirm Email Download': above 20 orders the PDFs come as an e-mailed link. */
export function EmailDownloadDialog({ open, count, plural, defaultEmail, busy, onSend, onClose }: Props) {
  const form = useForm<Form>({ resolver: zodResolver(schema), values: { email: defaultEmail } });
  return (
    <FormDialog
      open={open}
      title="Confirm Email Download"
      // One string: JSX drops the space at a line break before an expression ("more than20").
      description={`You have selected ${count} orders. ${capitalised(plural)} for more than ${DIRECT_PDF_LIMIT} orders are e-mailed to you as a download link.`}
      submitLabel="Send Email"
      busyLabel="Sending"
      busy={busy}
      onSubmit={() => void form.handleSubmit((v) => onSend(v.email.trim()))()}
      onClose={onClose}
      maxWidth="sm"
    >
      <TextField
        autoFocus
        fullWidth
        label="Email"
        type="email"
        {...form.register('email')}
        error={!!form.formState.errors.email}
        helperText={form.formState.errors.email?.message}
      />
    </FormDialog>
  );
}
