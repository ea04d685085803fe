import { Alert, Button, Chip, Divider, Paper, Stack, Typography } from '@mui/material';
import { paymentLabel, type OrderDetail } from '@portal/domain';
import { formatDate, formatDeliveryDay, formatPlaced } from '../../../lib/format.ts';
import { OrderStatusChip, OrderTypeChip } from './order-chips.tsx';

function deliveryText(day: string) {
  const label = formatDeliveryDay(day, true);
  const long = formatDate(day, true);
  return label === 'Today' || label === 'Tomorrow' ? `${label}, ${long}` : long;
}

function Block({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 0 }}>
      <Typography variant="subtitle2" component="h2" color="text.secondary" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The order's title line: status, processed, the customer's alert, type and substitution preference. */
export function OrderTitle({ order, showSubstitution }: { order: OrderDetail; showSubstitution: boolean }) {
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Typography variant="h6" component="h2">
        Order {order.orderId}
      </Typography>
      <OrderStatusChip status={order.orderStatus} />
      {order.orderStatus === 'COMPLETED' && (
        <Chip size="small" color="success" variant="outlined" label="Processed" />
      )}
      {order.customerAlert && <Chip size="small" color="warning" label={order.customerAlert} />}
      <OrderTypeChip type={order.orderType} />
      {showSubstitution && (
        <Chip
          size="small"
          variant="outlined"
          color={order.substitutionAllowed ? 'success' : 'default'}
          label={order.substitutionAllowed ? 'Substitution allowed' : 'Substitution not allowed'}
        />
      )}
    </Stack>
  );
}

/** The banner of an order whose delivery details changed after it was placed. */
export function UpdatedDetailsBanner({ onDownload }: { onDownload: () => void }) {
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={
        <Button size="small" color="inherit" onClick={onDownload}>
          Download
        </Button>
      }
    >
      The customer&apos;s delivery details were updated. Download the delivery details before delivering.
    </Alert>
  );
}

/** Deliver to, Delivery details and Comments (with the cancellation notes of a cancelled order). */
export function OrderDetailBlocks({ order }: { order: OrderDetail }) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <Block title="Deliver to">
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {order.shippingCompany}
        </Typography>
        <Typography variant="body2">{order.shippingAddress}</Typography>
        <Typography variant="body2">
          {[order.shippingCity, order.state, order.shippingPostcode].filter(Boolean).join(' ')}
        </Typography>
        <Typography variant="body2">
          {[order.shippingFirstname, order.shippingLastname].filter(Boolean).join(' ')}{' '}
          {order.phone && `· ${order.phone}`}
        </Typography>
      </Block>
      <Block title="Delivery details">
        <Typography variant="body2">Order date: {formatPlaced(order.dateAdded)}</Typography>
        <Typography variant="body2">Delivery date: {deliveryText(order.deliveryDate)}</Typography>
        <Typography variant="body2">Payment: {paymentLabel(order.payment)}</Typography>
        <Typography variant="body2">Venue email: {order.email}</Typography>
        <Chip
          size="small"
          sx={{ mt: 1 }}
          variant="outlined"
          label={order.liquorLicence ? `Liquor licence: ${order.liquorLicence}` : 'No liquor licence'}
        />
      </Block>
      <Block title="Comments">
        <Typography variant="body2">{order.deliveryComment || 'No comments on this order.'}</Typography>
        {order.orderStatus === 'CANCELLED' && (
          <>
            <Divider sx={{ my: 1 }} />
            <Typography variant="subtitle2" component="h3">
              Cancellation notes
            </Typography>
            <Typography variant="body2">
              {order.cancellationComment || 'No cancellation notes supplied'}
            </Typography>
          </>
        )}
      </Block>
    </Stack>
  );
}
