import { useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import {
  Alert,
  Box,
  Button,
  Chip,
  Divider,
  IconButton,
  Menu,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import {
  ORDER_MESSAGES,
  ORDER_PRODUCTS_PAGE_SIZE,
  changePercent,
  checkSuppliedQuantity,
  documentAllowed,
  gstOfInc,
  paymentLabel,
  priceLine,
  totalIncreaseTooHigh,
  type OrderDetail,
  type OrderProductDetail,
} from '@portal/domain';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { DataTable, type ColumnDef } from '../../components/data-table.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { Money } from '../../components/money.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { dayjs, formatDeliveryDay, formatPlaced } from '../../lib/format.ts';
import { useIsMobile } from '../../lib/breakpoints.ts';
import { useMe } from '../../lib/me.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { paths } from '../../lib/paths.ts';
import { useCancelOrder, useOrder, useProcessOrder, useSupplierReference } from './api/orders.ts';
import { useDocumentDownloads } from '../../components/documents/use-document-downloads.tsx';
import {
  documentAvailable,
  DOCUMENTS,
  type DocumentKind,
} from '../../components/documents/document-types.ts';
import { OrderStatusChip, OrderTypeChip } from './components/order-chips.tsx';
import {
  CancelOrderDialog,
  CustomProductDialog,
  RemoveProductDialog,
  SupplierReferenceDialog,
  type CustomLine,
} from './components/order-dialogs.tsx';

type Edit = { qty: string; reason: string | null };
type Row =
  | { kind: 'line'; index: number; line: OrderProductDetail }
  | { kind: 'custom'; index: number; custom: CustomLine };

/** Under 768 px: the product (SKU, portion and ordered beneath it), what is supplied, and its total. */
const MOBILE_COLUMNS = new Set(['product', 'supplied', 'total', 'actions']);

const pct = (v: number | null, places: number) =>
  v === null ? '' : `${v > 0 ? '+' : ''}${v.toFixed(places)}%`;

function deliveryText(day: string) {
  const label = formatDeliveryDay(day, 'ddd D MMM YYYY');
  const long = dayjs(day).format('ddd D MMM YYYY');
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

export function OrderPage() {
  const { id: rawId } = useParams();
  const id = Number(rawId);
  const navigate = useNavigate();
  const location = useLocation();
  const listSearch = (location.state as { listSearch?: string } | null)?.listSearch ?? '';
  const order = useOrder(id);

  if (!Number.isInteger(id) || id <= 0 || (order.error instanceof ApiError && order.error.status === 404)) {
    return (
      <EmptyState
        title="Order not found"
        action={
          <Button variant="contained" onClick={() => navigate(paths.orders)}>
            Return to Orders
          </Button>
        }
      >
        {ORDER_MESSAGES.notFound}
      </EmptyState>
    );
  }
  if (order.isError) return <ErrorPanel error={order.error} retryLabel="Reload this page" />;
  if (!order.data) return <PageLoading />;
  // A fresh editor per order version, so the server's answer resets local edits.
  return (
    <OrderView
      key={`${order.data.orderId}-${order.data.orderStatus}`}
      order={order.data}
      listSearch={listSearch}
    />
  );
}

function OrderView({ order, listSearch }: { order: OrderDetail; listSearch: string }) {
  const me = useMe();
  const mobile = useIsMobile();
  const isStaff = me.data?.isStaff ?? false;
  const pending = order.orderStatus === 'PENDING';
  const [edits, setEdits] = useState<Record<number, Edit>>({});
  const [customs, setCustoms] = useState<CustomLine[]>([]);
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({});
  const [removing, setRemoving] = useState<Row | null>(null);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; row: Row } | null>(null);
  const [docsAnchor, setDocsAnchor] = useState<HTMLElement | null>(null);
  const documents = useDocumentDownloads();
  const [dialog, setDialog] = useState<'cancel' | 'confirm' | 'custom' | 'reference' | null>(null);
  const [cancelFailure, setCancelFailure] = useState<string | null>(null);
  const [cancelFieldError, setCancelFieldError] = useState<string | null>(null);
  const process = useProcessOrder(order.orderId);
  const cancel = useCancelOrder(order.orderId);
  const reference = useSupplierReference(order.orderId);

  const rows: Row[] = useMemo(
    () => [
      ...order.orderProducts.map((line, index) => ({ kind: 'line' as const, index, line })),
      ...customs.map((custom, index) => ({ kind: 'custom' as const, index, custom })),
    ],
    [order.orderProducts, customs],
  );

  /** The quantity a line stands at now: the edit, else the supplied quantity, else the ordered one. */
  const qtyOf = (line: OrderProductDetail) => {
    const e = edits[line.orderProductId];
    if (e) return Number(e.qty);
    return line.finalQuantityPriced ?? line.originalQuantityPriced;
  };
  const fieldError = (line: OrderProductDetail) => {
    const e = edits[line.orderProductId];
    if (!e || (e.qty === '0' && e.reason)) return null;
    return checkSuppliedQuantity(e.qty);
  };
  const totalOf = (row: Row) => {
    if (row.kind === 'custom')
      return priceLine(row.custom.priceIncGST, row.custom.quantity, row.custom.hasGST).total;
    const line = row.line;
    if (!pending) return line.finalTotalIncGST ?? line.originalTotalIncGST;
    const q = qtyOf(line);
    return Number.isFinite(q) && q >= 0
      ? priceLine(line.priceIncGST, q, line.hasGST).total
      : line.originalTotalIncGST;
  };
  const original = order.originalTotalIncGST;
  const finalTotal = pending ? rows.reduce((sum, r) => sum + totalOf(r), 0) : order.finalTotalIncGST;
  const anyFieldError = order.orderProducts.some((l) => fieldError(l));
  const everythingRemoved =
    pending && customs.length === 0 && order.orderProducts.every((l) => qtyOf(l) === 0);
  const tooHigh = pending && totalIncreaseTooHigh(original, finalTotal);
  // Ready: every removed line carries its reason and every typed quantity is valid.
  const ready =
    !anyFieldError &&
    order.orderProducts.every((l) => qtyOf(l) !== 0 || !!edits[l.orderProductId]?.reason || !!l.reason);
  const blocked = !ready || everythingRemoved || (tooHigh && !isStaff);

  const setQty = (line: OrderProductDetail, qty: string) =>
    setEdits((e) => ({ ...e, [line.orderProductId]: { qty, reason: null } }));

  async function submitProcess() {
    const changed = order.orderProducts.filter((l) => edits[l.orderProductId]);
    const body = {
      modifiedOrderProducts: changed.map((l) => ({
        id: l.orderProductId,
        suppliedQuantity: Number(edits[l.orderProductId]!.qty),
        reason: edits[l.orderProductId]!.reason,
      })),
      substitutions: customs.map((c) => ({
        sku: c.sku,
        name: c.name,
        priceIncGST: c.priceIncGST,
        gstExempt: (c.hasGST ? 0 : 1) as 0 | 1,
        suppliedQuantity: c.quantity,
      })),
    };
    try {
      await process.mutateAsync(body);
      setDialog(null);
      notifySuccess(ORDER_MESSAGES.processSuccess);
    } catch (error) {
      setDialog(null);
      const errors = error instanceof ApiError && error.status === 400 ? error.fieldErrors : [];
      if (errors.length) {
        const mapped: Record<string, string> = {};
        for (const e of errors) {
          const [group, index] = e.param.split('.');
          const i = Number(index);
          if (group === 'modifiedOrderProducts' && changed[i])
            mapped[`line-${changed[i].orderProductId}`] = e.message;
          else if (group === 'substitutions' && customs[i]) mapped[`custom-${customs[i].key}`] = e.message;
          else mapped.order = e.message;
        }
        setRowErrors(mapped);
        notifyError(ORDER_MESSAGES.processCorrect, 3000);
      } else notifyError(ORDER_MESSAGES.processFailed, 3000);
    }
  }

  async function submitCancel(reason: string) {
    setCancelFailure(null);
    setCancelFieldError(null);
    try {
      await cancel.mutateAsync(reason);
      setDialog(null);
      notifySuccess(`Order #${order.orderId} has been cancelled`);
    } catch (error) {
      const field =
        error instanceof ApiError ? error.fieldErrors.find((e) => e.code === 'invalid_parameter') : undefined;
      if (field) setCancelFieldError(field.message);
      else setCancelFailure(ORDER_MESSAGES.cancelFailed);
    }
  }

  const columns: ColumnDef<Row>[] = [
    { id: 'n', header: '#', cell: ({ row }) => row.index + 1 },
    {
      id: 'sku',
      header: 'SKU',
      cell: ({ row }) => (row.original.kind === 'line' ? row.original.line.sku : row.original.custom.sku),
    },
    {
      id: 'product',
      header: 'Product',
      cell: ({ row }) => {
        const r = row.original;
        const name = r.kind === 'line' ? r.line.name : r.custom.name;
        const err = rowErrors[r.kind === 'line' ? `line-${r.line.orderProductId}` : `custom-${r.custom.key}`];
        const reason = r.kind === 'line' ? (edits[r.line.orderProductId]?.reason ?? r.line.reason) : null;
        return (
          <Box>
            <Typography variant="body2">{name}</Typography>
            {mobile && (
              <Typography variant="caption" color="text.secondary">
                {r.kind === 'line'
                  ? `${r.line.sku} · ${r.line.portionSize} ${r.line.unitOfPortion} · ordered ${r.line.originalQuantityPriced} ${r.line.unitOfPrice}`
                  : `${r.custom.sku} · 1.00 unit`}
              </Typography>
            )}
            <Stack direction="row" spacing={0.5} sx={{ mt: 0.5, flexWrap: 'wrap' }}>
              {(r.kind === 'custom' || r.line.substitution) && <Chip size="small" label="Custom product" />}
              {r.kind === 'line' && r.line.isOnSpecial && (
                <Chip size="small" color="secondary" label="Special" />
              )}
              {r.kind === 'line' && r.line.isOnCustomPrice && <Chip size="small" label="Custom price" />}
              {reason && r.kind === 'line' && qtyOf(r.line) === 0 && (
                <Chip size="small" color="error" variant="outlined" label={`Removed: ${reason}`} />
              )}
            </Stack>
            {err && (
              <Typography variant="caption" color="error" role="alert">
                {err}
              </Typography>
            )}
          </Box>
        );
      },
    },
    {
      id: 'portion',
      header: 'Portion',
      cell: ({ row }) =>
        row.original.kind === 'line'
          ? `${row.original.line.portionSize} ${row.original.line.unitOfPortion}`
          : '1.00 unit',
    },
    {
      id: 'qty',
      header: 'QTY',
      cell: ({ row }) => (row.original.kind === 'line' ? row.original.line.originalNumberOfPortions : ''),
    },
    {
      id: 'ordered',
      header: 'Ordered',
      cell: ({ row }) =>
        row.original.kind === 'line'
          ? `${row.original.line.originalQuantityPriced} ${row.original.line.unitOfPrice}`
          : '0',
    },
    {
      id: 'supplied',
      header: 'Supplied',
      cell: ({ row }) => {
        const r = row.original;
        if (r.kind === 'custom') return `${r.custom.quantity} unit`;
        const line = r.line;
        if (!pending)
          return line.finalQuantityPriced === null ? '' : `${line.finalQuantityPriced} ${line.unitOfPrice}`;
        const e = edits[line.orderProductId];
        if (qtyOf(line) === 0 && (e?.reason || line.reason)) return `0 ${line.unitOfPrice}`;
        const err = fieldError(line);
        return (
          <TextField
            size="small"
            value={e?.qty ?? String(qtyOf(line))}
            onChange={(ev) => setQty(line, ev.target.value)}
            error={!!err}
            helperText={err ?? undefined}
            sx={{ width: mobile ? 92 : 120 }}
            slotProps={{
              htmlInput: { inputMode: 'decimal', 'aria-label': `Supplied quantity for ${line.name}` },
              input: { endAdornment: <Typography variant="caption">{line.unitOfPrice}</Typography> },
            }}
          />
        );
      },
    },
    {
      id: 'unitPrice',
      header: 'Unit Price',
      cell: ({ row }) => {
        const r = row.original;
        return r.kind === 'line' ? (
          <>
            <Money cents={r.line.priceIncGST} />/{r.line.unitOfPrice}
          </>
        ) : (
          <Money cents={r.custom.priceIncGST} />
        );
      },
    },
    {
      id: 'gst',
      header: 'GST',
      cell: ({ row }) => {
        const r = row.original;
        const has = r.kind === 'line' ? r.line.hasGST : r.custom.hasGST;
        return <Money cents={has ? gstOfInc(totalOf(r)) : 0} />;
      },
    },
    {
      id: 'total',
      header: 'Total Price',
      cell: ({ row }) => {
        const r = row.original;
        const total = totalOf(r);
        const change =
          r.kind === 'line' && total !== r.line.originalTotalIncGST
            ? changePercent(r.line.originalTotalIncGST, total)
            : null;
        return (
          <Box>
            <Money cents={total} />
            {change !== null && (
              <Typography
                variant="caption"
                sx={{ display: 'block' }}
                color={change < 0 ? 'error' : 'success.main'}
              >
                {pct(change, 2)}
              </Typography>
            )}
          </Box>
        );
      },
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => {
        const r = row.original;
        const show = pending && (r.kind === 'custom' || qtyOf(r.line) > 0);
        if (!show) return null;
        const name = r.kind === 'line' ? r.line.name : r.custom.name;
        return (
          <IconButton
            size="small"
            aria-label={`Actions for ${name}`}
            onClick={(e) => setMenu({ anchor: e.currentTarget, row: r })}
          >
            <MoreVertIcon fontSize="small" />
          </IconButton>
        );
      },
    },
  ];

  const substitutionPref = me.data?.substitutionPreferenceEnabled;
  const change = changePercent(original, finalTotal);

  return (
    <Box>
      <PageHeader
        title={`#${order.orderId}`}
        crumbs={[{ label: 'Orders', to: `${paths.orders}${listSearch}` }, { label: `#${order.orderId}` }]}
        actions={
          <>
            <Button
              variant="outlined"
              endIcon={<ArrowDropDownIcon />}
              onClick={(e) => setDocsAnchor(e.currentTarget)}
              aria-haspopup="menu"
            >
              Documents
            </Button>
            <Menu anchorEl={docsAnchor} open={!!docsAnchor} onClose={() => setDocsAnchor(null)}>
              {(['delivery-instructions', 'delivery-slip', 'purchase-order', 'invoice'] as DocumentKind[])
                .filter((kind) => documentAvailable(kind, order.orderStatus))
                .map((kind) => (
                  <MenuItem
                    key={kind}
                    onClick={() => {
                      setDocsAnchor(null);
                      documents.download(kind, [order.orderId]);
                    }}
                  >
                    {DOCUMENTS[kind].label}
                  </MenuItem>
                ))}
            </Menu>
          </>
        }
      />
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2">
          Supplier order ID: <strong>{order.supplierReference ?? '—'}</strong>
        </Typography>
        <Button size="small" onClick={() => setDialog('reference')}>
          {order.supplierReference ? 'Edit order ID' : 'Add order ID'}
        </Button>
      </Stack>
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
        {substitutionPref && (
          <Chip
            size="small"
            variant="outlined"
            color={order.substitutionAllowed ? 'success' : 'default'}
            label={order.substitutionAllowed ? 'Substitution allowed' : 'Substitution not allowed'}
          />
        )}
      </Stack>
      {order.customerAlert && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button
              size="small"
              color="inherit"
              onClick={() => documents.download('delivery-instructions', [order.orderId])}
            >
              Download
            </Button>
          }
        >
          The customer&apos;s delivery details were updated. Download the delivery details before delivering.
        </Alert>
      )}
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

      {rowErrors.order && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {rowErrors.order}
        </Alert>
      )}
      {tooHigh && (
        <Alert severity={isStaff ? 'warning' : 'error'} sx={{ mb: 2 }}>
          {ORDER_MESSAGES.totalIncreaseTooHigh}
          {isStaff ? ' — as staff you may still process it.' : ''}
        </Alert>
      )}
      {everythingRemoved && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {ORDER_MESSAGES.allRemoved}
        </Alert>
      )}

      <DataTable
        aria-label="Order products"
        compact={mobile}
        columns={mobile ? columns.filter((c) => MOBILE_COLUMNS.has(c.id ?? '')) : columns}
        data={rows}
        getRowId={(r) => (r.kind === 'line' ? `l${r.line.orderProductId}` : `c${r.custom.key}`)}
        empty={<EmptyState title="Welcome to the order page" />}
        paging={{ mode: 'client', pageSize: ORDER_PRODUCTS_PAGE_SIZE }}
        rowSx={(r) => (r.kind === 'line' && qtyOf(r.line) === 0 ? { opacity: 0.6 } : undefined)}
      />

      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mt: 2, justifyContent: 'space-between' }}
      >
        <Paper variant="outlined" sx={{ p: 2, minWidth: 260 }} aria-label="Order totals">
          <Typography variant="body2">
            Original value: <Money cents={original} />
          </Typography>
          {(order.orderStatus === 'COMPLETED' || (pending && finalTotal !== original)) && (
            <Typography variant="body2">
              {pending ? 'New value' : 'Supplied value'}: <Money cents={finalTotal} />{' '}
              {finalTotal !== original && `(${pct(change, 1)})`}
            </Typography>
          )}
        </Paper>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'flex-start', rowGap: 1 }}>
          <Tooltip
            title={documentAllowed('invoice', order.orderStatus) ? '' : ORDER_MESSAGES.invoiceOnlyCompleted}
          >
            <span>
              <Button
                variant="outlined"
                disabled={!documentAllowed('invoice', order.orderStatus)}
                onClick={() => documents.download('invoice', [order.orderId])}
              >
                Invoice
              </Button>
            </span>
          </Tooltip>
          {pending && (
            <Button variant="outlined" onClick={() => setDialog('custom')}>
              Add Custom Product
            </Button>
          )}
          {(pending || order.orderStatus === 'PROCESSING') && (
            <Button variant="outlined" color="error" onClick={() => setDialog('cancel')}>
              Cancel Order
            </Button>
          )}
          {pending && (
            <Tooltip title={tooHigh && !isStaff ? ORDER_MESSAGES.totalIncreaseTooHigh : ''}>
              <span>
                <Button variant="contained" disabled={blocked} onClick={() => setDialog('confirm')}>
                  Process Order
                </Button>
              </span>
            </Tooltip>
          )}
        </Stack>
      </Stack>

      <Menu anchorEl={menu?.anchor} open={!!menu} onClose={() => setMenu(null)}>
        <MenuItem
          onClick={() => {
            const row = menu!.row;
            setMenu(null);
            if (row.kind === 'custom') setCustoms((c) => c.filter((x) => x.key !== row.custom.key));
            else if (row.line.substitution)
              setEdits((e) => ({ ...e, [row.line.orderProductId]: { qty: '0', reason: null } }));
            else setRemoving(row);
          }}
        >
          Remove product
        </MenuItem>
      </Menu>
      {removing?.kind === 'line' && (
        <RemoveProductDialog
          open
          productName={removing.line.name}
          onClose={() => setRemoving(null)}
          onConfirm={(reason) => {
            setEdits((e) => ({ ...e, [removing.line.orderProductId]: { qty: '0', reason } }));
            setRemoving(null);
          }}
        />
      )}
      {dialog === 'custom' && (
        <CustomProductDialog
          open
          onClose={() => setDialog(null)}
          onAdd={(line) => {
            setCustoms((c) => [...c, { ...line, key: `${Date.now()}-${c.length}` }]);
            setDialog(null);
          }}
        />
      )}
      {dialog === 'cancel' && (
        <CancelOrderDialog
          open
          busy={cancel.isPending}
          serverError={cancelFieldError}
          failure={cancelFailure}
          onClose={() => setDialog(null)}
          onConfirm={submitCancel}
        />
      )}
      {dialog === 'reference' && (
        <SupplierReferenceDialog
          open
          current={order.supplierReference}
          busy={reference.isPending}
          onClose={() => setDialog(null)}
          onSave={async (value) => {
            try {
              await reference.mutateAsync(value);
              setDialog(null);
            } catch {
              notifyError(ORDER_MESSAGES.updateReferenceFailed, 3000);
            }
          }}
        />
      )}
      <ConfirmDialog
        open={dialog === 'confirm'}
        title="Confirm Order"
        confirmLabel="Process Order"
        busy={process.isPending}
        onClose={() => setDialog(null)}
        onConfirm={submitProcess}
      >
        <Typography variant="body2">
          Process order #{order.orderId} for {order.shippingCompany} at <Money cents={finalTotal} />
          {finalTotal !== original && ` (${pct(change, 1)} on the original ${(original / 100).toFixed(2)})`}?
        </Typography>
        {tooHigh && isStaff && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {ORDER_MESSAGES.totalIncreaseTooHigh}
          </Alert>
        )}
      </ConfirmDialog>
      {documents.dialogs}
    </Box>
  );
}
