import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatCents, formatAmountOfUnit, incGst, quantityPriced, type Unit } from '@portal/domain';

/** Price incl and excl GST of each portion (spec 000 section 2, 'Product Summary'). */
export function PriceSummary({
  priceCents,
  hasGST,
  portions,
  priceUnit,
  portionUnit,
}: {
  priceCents: number | null;
  hasGST: boolean;
  portions: string[];
  priceUnit: Unit | undefined;
  portionUnit: Unit | undefined;
}) {
  if (priceCents === null || !priceUnit || !portionUnit || portions.length === 0) {
    return (
      <Typography color="text.secondary" variant="body2">
        Enter a price, its unit and at least one portion to see the price of each portion.
      </Typography>
    );
  }
  return (
    <Table size="small" aria-label="Price per portion">
      <TableHead>
        <TableRow>
          <TableCell>Portion</TableCell>
          <TableCell align="right">Ex. GST</TableCell>
          <TableCell align="right">Incl. GST</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {portions.map((p, i) => {
          const ex = Math.round(priceCents * quantityPriced(Number(p), 1, portionUnit.id, priceUnit.id));
          return (
            <TableRow key={`${p}-${i}`}>
              <TableCell>{formatAmountOfUnit(p, portionUnit.unit)}</TableCell>
              <TableCell align="right">{formatCents(ex)}</TableCell>
              <TableCell align="right">{formatCents(hasGST ? incGst(ex) : ex)}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
