import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatCents, formatAmountOfUnit, portionCharge, storedPrice, type Unit } from '@portal/domain';

/**
 * Price incl and excl GST of each portion (spec 000 section 2, 'Product Summary'), by the rule an order
 * charges (portionCharge): the stored price times the portion, so the summary shows what a venue pays.
 */
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
          const { charged, exGst } = portionCharge({
            priceInCents: storedPrice(priceCents, !hasGST),
            gstExempt: !hasGST,
            portion: Number(p),
            unitOfPortionId: portionUnit.id,
            unitOfPriceId: priceUnit.id,
          });
          return (
            <TableRow key={`${p}-${i}`}>
              <TableCell>{formatAmountOfUnit(p, portionUnit.unit)}</TableCell>
              <TableCell align="right">{formatCents(exGst)}</TableCell>
              <TableCell align="right">{formatCents(charged)}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
