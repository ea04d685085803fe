import { Box, Step, StepLabel, Stepper } from '@mui/material';
import type { BulkMode } from '@portal/domain';
import { PageHeader } from '../../components/page-header.tsx';
import { useMe } from '../../api/auth.ts';
import { paths } from '../../lib/paths.ts';
import { BulkResult } from './components/bulk-result.tsx';
import { ConfirmStep } from './components/confirm-step.tsx';
import { BulkProgressDialog } from './components/progress-dialog.tsx';
import { StepButtons } from './components/step-buttons.tsx';
import { UploadStep } from './components/upload-step.tsx';
import { useBulkUpload } from './use-bulk-upload.ts';

const STEPS = ['Upload', 'Confirm and Save'];

/** /products/add-multiple-products and /products/edit-multiple-products (spec 000 sections 2 and 4). */
export function BulkProductsPage({ mode }: { mode: BulkMode }) {
  const title = mode === 'add' ? 'Add Multiple Products via CSV' : 'Edit Multiple Products via CSV';
  const me = useMe();
  const staff = me.data?.isStaff ?? false;
  const bulk = useBulkUpload(mode, staff);
  const { step, result } = bulk;

  return (
    <Box>
      <PageHeader title={title} crumbs={[{ label: 'All Products', to: paths.products }, { label: title }]} />
      <Stepper activeStep={step} sx={{ mb: 3, maxWidth: 520 }} alternativeLabel>
        {STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {step === 0 && <UploadStep bulk={bulk} />}
      {step === 1 && <ConfirmStep bulk={bulk} staff={staff} />}
      {step === 2 && result && (
        <BulkResult
          mode={mode}
          count={result.count}
          data={result.data}
          onReset={bulk.reset}
          covered={bulk.progressOpen}
        />
      )}
      {step < 2 && <StepButtons bulk={bulk} />}
      <BulkProgressDialog open={bulk.progressOpen} count={bulk.sentCount} progress={bulk.progress} />
    </Box>
  );
}

export const AddMultipleProductsPage = () => <BulkProductsPage mode="add" />;
export const EditMultipleProductsPage = () => <BulkProductsPage mode="edit" />;
