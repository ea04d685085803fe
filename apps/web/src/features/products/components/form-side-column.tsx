import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { ACCOUNT_MESSAGES, PRODUCT_MESSAGES as M, type Unit } from '@portal/domain';
import type { ProductFormState } from '../use-product-form.ts';
import { FormSection } from './form-section.tsx';
import { ReadOnlyFields } from './form-read-only.tsx';
import { PriceSummary } from './price-summary.tsx';
import { SwitchField } from './switch-field.tsx';

/** The form's second column: the Product Summary, Availability, the form's notices, Cancel and Save. */
export function FormSideColumn({
  state,
  units,
  staff,
  readOnly,
  creating,
  onCancel,
}: {
  state: ProductFormState;
  units: Unit[];
  staff: boolean;
  readOnly: boolean;
  creating: boolean;
  onCancel: () => void;
}) {
  const { form, control, saving } = state;
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <FormSection title="Product Summary">
        <PriceSummary
          priceCents={state.priceCents}
          hasGST={form.hasGST}
          portions={form.portions}
          priceUnit={units.find((u) => u.id === Number(form.unitOfPriceId))}
          portionUnit={units.find((u) => u.id === Number(form.unitOfPortionId))}
        />
      </FormSection>
      <FormSection title="Availability">
        <ReadOnlyFields readOnly={readOnly}>
          <SwitchField control={control} name="enabled" label="Enable product" />
          <SwitchField control={control} name="outOfStock" label="Out of stock" />
          {staff && <SwitchField control={control} name="isBestBuy" label="Best Buy" />}
        </ReadOnlyFields>
      </FormSection>
      {state.hasErrors && <Alert severity="error">{M.formIncomplete}</Alert>}
      {readOnly && <Alert severity="info">{ACCOUNT_MESSAGES.warehouseStockOnly}</Alert>}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        {!readOnly && (
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? (
              <CircularProgress size={20} aria-label="Saving" />
            ) : creating ? (
              'Create Product'
            ) : (
              'Save Product'
            )}
          </Button>
        )}
      </Box>
    </Box>
  );
}
