import { Button, Stack } from '@mui/material';
import type { BulkUpload } from '../use-bulk-upload.ts';

/** Back (disabled on step 1 and while saving), Next, Save (disabled while any product has errors), Reset. */
export function StepButtons({ bulk }: { bulk: BulkUpload }) {
  const { step, saving, rows, problem } = bulk;
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 3, flexWrap: 'wrap', gap: 1 }}>
      <Button onClick={() => bulk.setStep(0)} disabled={step === 0 || saving}>
        Back
      </Button>
      {step === 0 && (
        <Button variant="outlined" onClick={() => bulk.setStep(1)} disabled={!rows.length}>
          Next
        </Button>
      )}
      {step === 1 && (
        <Button
          variant="contained"
          data-bulk-next="save"
          onClick={() => void bulk.save()}
          disabled={saving || bulk.errorCount > 0 || rows.length === 0}
        >
          Save
        </Button>
      )}
      <Button
        color="inherit"
        onClick={bulk.reset}
        disabled={saving || (step === 0 && !rows.length && !problem)}
      >
        Reset
      </Button>
    </Stack>
  );
}
