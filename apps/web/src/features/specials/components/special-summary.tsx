import { Alert, Box, Paper, Typography } from '@mui/material';
import {
  formatCents,
  originalExGst,
  SPECIAL_MESSAGES,
  SPECIAL_RULES,
  specialSentPrice,
  type SpecialProductOption,
} from '@portal/domain';

function Line({ label, ex, inc, unit }: { label: string; ex: number; inc: number | null; unit: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Box sx={{ textAlign: 'right' }}>
        <Typography sx={{ fontWeight: 600 }}>
          {formatCents(ex)}/{unit} {inc === null ? '(GST free)' : 'excl GST'}
        </Typography>
        {inc !== null && (
          <Typography variant="body2" color="text.secondary">
            {formatCents(inc)}/{unit} incl GST
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/** Original and special price, excl and incl GST, and the discount, as the venue will see it. */
export function SpecialSummary({
  product,
  specialEx,
  discount,
}: {
  product: SpecialProductOption | undefined;
  specialEx: number;
  /** The discount in percent, from the domain (specialDiscountShown), or null while unknown. */
  discount: number | null;
}) {
  if (!product) {
    return (
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Summary
        </Typography>
        <Typography color="text.secondary">Choose a product to see the special's prices.</Typography>
      </Paper>
    );
  }
  const unit = product.unitOfPrice.unit;
  const origEx = originalExGst(product);
  const valid = Number.isFinite(specialEx) && specialEx >= 0;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label="Special summary" component="section">
      <Typography variant="h6" component="h2" gutterBottom>
        Summary
      </Typography>
      <Line
        label="Original price"
        ex={origEx}
        inc={product.gstExempt ? null : product.priceInCents}
        unit={unit}
      />
      {valid && (
        <Line
          label="Special price"
          ex={specialEx}
          inc={product.gstExempt ? null : specialSentPrice(specialEx, product)}
          unit={unit}
        />
      )}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', py: 0.5 }}>
        <Typography color="text.secondary">Discount</Typography>
        <Typography sx={{ fontWeight: 600 }}>{discount === null ? '—' : `${discount}%`}</Typography>
      </Box>
      {discount !== null && discount > SPECIAL_RULES.significantDiscountPercent && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {SPECIAL_MESSAGES.significantDiscount}
        </Alert>
      )}
    </Paper>
  );
}
