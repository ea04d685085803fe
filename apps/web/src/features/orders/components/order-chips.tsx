import { Chip } from '@mui/material';
import { ORDER_STATUS_LABELS, ORDER_TYPE_LABELS, type OrderStatus, type OrderType } from '@portal/domain';

/** Each status's colour, for MUI's chip here and the table rows' light chip (orders-columns.tsx). */
export const STATUS_COLOR: Record<OrderStatus, 'warning' | 'info' | 'success' | 'default'> = {
  PENDING: 'warning',
  PROCESSING: 'info',
  COMPLETED: 'success',
  CANCELLED: 'default',
};

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  return <Chip size="small" color={STATUS_COLOR[status]} label={ORDER_STATUS_LABELS[status] ?? status} />;
}

export function OrderTypeChip({ type }: { type: OrderType }) {
  return <Chip size="small" variant="outlined" label={ORDER_TYPE_LABELS[type]} />;
}
