import { Box, Button, Typography } from '@mui/material';
import { formatCutoff, weekdayName, type DeliveryZone } from '@portal/domain';
import { Money } from '../../../../components/money.tsx';
import { ZoneSection } from './zone-section.tsx';

/** Delivery Details (cutoff with time zone, minimum order) and Delivery Days, side by side when wide. */
export function ZoneSummaryCards({
  zone,
  onEditDetails,
  onEditDays,
}: {
  zone: DeliveryZone;
  onEditDetails: () => void;
  onEditDays: () => void;
}) {
  const enabledDays = zone.deliveryDays.filter((d) => d.enabled);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      <ZoneSection title="Delivery Details" action={<Button onClick={onEditDetails}>Edit Details</Button>}>
        <Typography>
          <strong>Cutoff time:</strong> {formatCutoff(zone.cutoff)} ({zone.timeZone})
        </Typography>
        <Typography>
          <strong>Minimum order total:</strong> <Money cents={zone.minimumOrderTotal} />
        </Typography>
      </ZoneSection>
      <ZoneSection title="Delivery Days" action={<Button onClick={onEditDays}>Edit Days</Button>}>
        {enabledDays.length === 0 ? (
          <Typography color="text.secondary">No delivery days yet.</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {enabledDays.map((d) => (
              <li key={d.deliveryDay}>
                <strong>{weekdayName(d.deliveryDay)}</strong>: new customers order by{' '}
                {weekdayName(d.newCustomerOrderBy!)}, existing customers by{' '}
                {weekdayName(d.existingCustomerOrderBy!)}
              </li>
            ))}
          </Box>
        )}
      </ZoneSection>
    </Box>
  );
}
