import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Alert, Box, Button, Menu, MenuItem, Paper, Stack, Tooltip, Typography } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import {
  ORDER_MESSAGES,
  changePercent,
  documentAllowed,
  isId,
  supplierReferenceEditable,
  type OrderDetail,
} from '@portal/domain';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { Money } from '../../components/money.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formatCents, formatChange } from '../../lib/format.ts';
import { useIsMobile } from '../../lib/breakpoints.ts';
import { useCan } from '../../lib/access.ts';
import { useMe } from '../../api/auth.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { paths } from '../../lib/paths.ts';
import type { LandingQueries } from '../../api/landing-data.ts';
import {
  orderQuery,
  useCancelOrder,
  useOrder,
  useProcessOrder,
  useSupplierReference,
} from '../../api/orders.ts';
import { useDocumentDownloads } from '../../components/documents/use-document-downloads.tsx';
import {
  documentAvailable,
  DOCUMENTS,
  type DocumentKind,
} from '../../components/documents/document-types.ts';
import { OrderDetailBlocks, OrderTitle, UpdatedDetailsBanner } from './components/order-details.tsx';
import { OrderProductsTable } from './components/order-products-table.tsx';
import {
  CancelOrderDialog,
  CustomProductDialog,
  SupplierReferenceDialog,
} from './components/order-dialogs.tsx';
import { downloadEinvoice } from './components/einvoice-download.ts';
import { CreditNotesSection } from './components/credit-notes-section.tsx';
import { ProcessingDialog } from './components/processing-dialog.tsx';
import { useOrderEditor } from './use-order-editor.ts';

/** The order an address names, or null when its id is not one (the page then says 'Order not found'). */
function orderIdOf(raw: string | undefined): number | null {
  // Decimal digits only: '0x10', '1e3' and '16.0' name no order; nor does one past the largest id.
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return isId(id) ? id : null;
}

/** A landing on an order draws it at once (api/landing-data.ts). */
export const landingQueries: LandingQueries = (_url, params) => {
  const id = orderIdOf(params.id);
  return id === null ? [] : [orderQuery(id)];
};

export function OrderPage() {
  const { id: rawId } = useParams();
  const id = orderIdOf(rawId);
  const navigate = useNavigate();
  const location = useLocation();
  const listSearch = (location.state as { listSearch?: string } | null)?.listSearch ?? '';
  const order = useOrder(id);

  // 404 and 400 (an id the server cannot read) both mean: no such order (spec 001's wording).
  const missing =
    order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 400);
  if (id === null || missing) {
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
  if (order.isError) return <ErrorPanel error={order.error} onRetry={() => void order.refetch()} />;
  if (!order.data) return <PageLoading />;
  // A fresh editor per order version, so the server's answer resets local edits.
  return (
    <OrderView
      key={`${order.data.orderId}-${order.data.orderStatus}`}
      order={order.data}
      listSearch={listSearch}
      reload={() => order.refetch()}
    />
  );
}

function OrderView({
  order,
  listSearch,
  reload,
}: {
  order: OrderDetail;
  listSearch: string;
  reload: () => Promise<unknown>;
}) {
  const me = useMe();
  const mobile = useIsMobile();
  const isStaff = me.data?.isStaff ?? false;
  const can = useCan();
  const editor = useOrderEditor(order, { isStaff, canProcess: can('processOrder') });
  const { pending, original, finalTotal, tooHigh } = editor;
  const documents = useDocumentDownloads();
  const [dialog, setDialog] = useState<'cancel' | 'confirm' | 'custom' | 'reference' | null>(null);
  // The row whose quantity was changed last: the over-100% alert shows there, beside what caused it.
  const [editedRow, setEditedRow] = useState<string | null>(null);
  const process = useProcessOrder(order.orderId);
  // The confirmation gives way to 'Processing Products' while the server works.
  const submitProcess = () => {
    setDialog(null);
    return processOrder(editor, process.mutateAsync, reload);
  };

  return (
    <Box>
      <PageHeader
        title={`#${order.orderId}`}
        crumbs={[{ label: 'Orders', to: `${paths.orders}${listSearch}` }, { label: `#${order.orderId}` }]}
        actions={
          <DocumentsMenu
            order={order}
            onDownload={(kind) => documents.download(kind, [order.orderId])}
            einvoice={can('getEinvoice') && documentAllowed('invoice', order.orderStatus)}
          />
        }
      />
      <SupplierOrderId
        order={order}
        editable={can('setSupplierReference') && supplierReferenceEditable(order.orderStatus)}
        onEdit={() => setDialog('reference')}
      />
      <OrderTitle order={order} showSubstitution={!!me.data?.substitutionPreferenceEnabled} />
      {order.customerAlert && (
        <UpdatedDetailsBanner
          onDownload={() => documents.download('delivery-instructions', [order.orderId])}
        />
      )}
      <OrderDetailBlocks order={order} />

      {editor.orderError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {editor.orderError}
        </Alert>
      )}
      {tooHigh && !editedRow && <TooHighAlert isStaff={isStaff} />}
      {editor.everythingRemoved && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {ORDER_MESSAGES.allRemoved}
        </Alert>
      )}

      <OrderProductsTable
        editor={editor}
        mobile={mobile}
        onEdited={setEditedRow}
        rowAlert={(key) => (tooHigh && key === editedRow ? <TooHighAlert isStaff={isStaff} compact /> : null)}
      />

      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mt: 2, justifyContent: 'space-between' }}
      >
        <OrderTotals
          pending={pending}
          completed={order.orderStatus === 'COMPLETED'}
          original={original}
          finalTotal={finalTotal}
        />
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
          {editor.editable && (
            <Button variant="outlined" onClick={() => setDialog('custom')}>
              Add Custom Product
            </Button>
          )}
          {(pending || order.orderStatus === 'PROCESSING') && can('cancelOrder') && (
            <Button variant="outlined" color="error" onClick={() => setDialog('cancel')}>
              Cancel Order
            </Button>
          )}
          {editor.editable && (
            <Tooltip title={tooHigh && !isStaff ? ORDER_MESSAGES.totalIncreaseTooHigh : ''}>
              <span>
                <Button variant="contained" disabled={editor.blocked} onClick={() => setDialog('confirm')}>
                  Process Order
                </Button>
              </span>
            </Tooltip>
          )}
        </Stack>
      </Stack>

      {documentAllowed('invoice', order.orderStatus) && <CreditNotesSection order={order} />}

      {dialog === 'custom' && (
        <CustomProductDialog
          open
          onClose={() => setDialog(null)}
          onAdd={(line) => {
            editor.addCustom(line);
            setEditedRow(null);
            setDialog(null);
          }}
        />
      )}
      {dialog === 'cancel' && <CancelOrder orderId={order.orderId} onClose={() => setDialog(null)} />}
      {dialog === 'reference' && (
        <EditSupplierReference
          orderId={order.orderId}
          current={order.supplierReference}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmProcessDialog
        open={dialog === 'confirm'}
        order={order}
        original={original}
        finalTotal={finalTotal}
        warnTooHigh={tooHigh && isStaff}
        busy={process.isPending}
        onClose={() => setDialog(null)}
        onConfirm={submitProcess}
      />
      <ProcessingDialog open={process.isPending} orderId={order.orderId} />
      {documents.dialogs}
    </Box>
  );
}

/** 'Order total increase too high': blocking for a supplier, a warning for staff. */
function TooHighAlert({ isStaff, compact }: { isStaff: boolean; compact?: boolean }) {
  return (
    <Alert severity={isStaff ? 'warning' : 'error'} sx={compact ? { mt: 1 } : { mb: 2 }}>
      {ORDER_MESSAGES.totalIncreaseTooHigh}
      {isStaff ? ' — as staff you may still process it.' : ''}
    </Alert>
  );
}

/** The Documents menu: each document the order's status allows (and the invoice as an e-invoice). */
function DocumentsMenu({
  order,
  onDownload,
  einvoice,
}: {
  order: OrderDetail;
  onDownload: (kind: DocumentKind) => void;
  einvoice: boolean;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="outlined"
        endIcon={<ArrowDropDownIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
      >
        Documents
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {(['delivery-instructions', 'delivery-docket', 'purchase-order', 'invoice'] as DocumentKind[])
          .filter((kind) => documentAvailable(kind, order.orderStatus))
          .map((kind) => (
            <MenuItem
              key={kind}
              onClick={() => {
                setAnchor(null);
                onDownload(kind);
              }}
            >
              {DOCUMENTS[kind].label}
            </MenuItem>
          ))}
        {einvoice && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              void downloadEinvoice(order.orderId);
            }}
          >
            E-invoice (XML)
          </MenuItem>
        )}
      </Menu>
    </>
  );
}

/** Original value, and the new (pending, changed) or supplied (completed) value with its change. */
function OrderTotals({
  pending,
  completed,
  original,
  finalTotal,
}: {
  pending: boolean;
  completed: boolean;
  original: number;
  finalTotal: number;
}) {
  const change = changePercent(original, finalTotal);
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 260 }} aria-label="Order totals">
      <Typography variant="body2">
        Original value: <Money cents={original} />
      </Typography>
      {(completed || (pending && finalTotal !== original)) && (
        <Typography variant="body2">
          {pending ? 'New value' : 'Supplied value'}: <Money cents={finalTotal} />{' '}
          {finalTotal !== original && `(${formatChange(change, 1)})`}
        </Typography>
      )}
    </Paper>
  );
}

/** 'Confirm Order': the total to be processed, its change, and staff's over-the-limit warning. */
function ConfirmProcessDialog({
  open,
  order,
  original,
  finalTotal,
  warnTooHigh,
  busy,
  onClose,
  onConfirm,
}: {
  open: boolean;
  order: OrderDetail;
  original: number;
  finalTotal: number;
  warnTooHigh: boolean;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const change = changePercent(original, finalTotal);
  return (
    <ConfirmDialog
      open={open}
      title="Confirm Order"
      confirmLabel="Process Order"
      busy={busy}
      onClose={onClose}
      onConfirm={onConfirm}
    >
      <Typography variant="body2">
        Process order #{order.orderId} for {order.shippingCompany} at <Money cents={finalTotal} />
        {finalTotal !== original && ` (${formatChange(change, 1)} on the original ${formatCents(original)})`}?
      </Typography>
      {warnTooHigh && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {ORDER_MESSAGES.totalIncreaseTooHigh}
        </Alert>
      )}
    </ConfirmDialog>
  );
}

/** Sends the order's edits; a conflict reloads the order, a 400 shows each error on its line. */
async function processOrder(
  editor: ReturnType<typeof useOrderEditor>,
  send: ReturnType<typeof useProcessOrder>['mutateAsync'],
  reload: () => Promise<unknown>,
) {
  try {
    await send(editor.processBody());
    notifySuccess(ORDER_MESSAGES.processSuccess);
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      // Processed (or cancelled) meanwhile, e.g. in another tab: say so and show the order as it is now.
      notifyError(
        `${error.fieldErrors[0]?.message ?? ORDER_MESSAGES.notPending}. The order has been reloaded.`,
        8000,
      );
      await reload();
      return;
    }
    const errors = error instanceof ApiError && error.status === 400 ? error.fieldErrors : [];
    if (errors.length) {
      editor.showServerErrors(errors);
      notifyError(ORDER_MESSAGES.processCorrect, 3000);
    } else notifyError(ORDER_MESSAGES.processFailed, 3000);
  }
}

/** 'Cancel Order' with its reason; every field error shows, the reason's on the reason field. */
function CancelOrder({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const cancel = useCancelOrder(orderId);
  const [cancelFailure, setCancelFailure] = useState<string | null>(null);
  const [cancelFieldError, setCancelFieldError] = useState<string | null>(null);

  async function submitCancel(reason: string) {
    setCancelFailure(null);
    setCancelFieldError(null);
    try {
      await cancel.mutateAsync(reason);
      onClose();
      notifySuccess(`Order #${orderId} has been cancelled`);
    } catch (error) {
      // Every field error shows: the reason's on the reason field, any other in the dialog.
      const fields =
        error instanceof ApiError && error.status === 400
          ? error.fieldErrors.filter((e) => e.code === 'invalid_parameter')
          : [];
      const onReason = fields.find((e) => e.param === 'reason');
      const others = fields.filter((e) => e !== onReason).map((e) => e.message);
      if (onReason) setCancelFieldError(onReason.message);
      if (others.length) setCancelFailure(others.join(' '));
      else if (!onReason) setCancelFailure(ORDER_MESSAGES.cancelFailed);
    }
  }

  return (
    <CancelOrderDialog
      open
      busy={cancel.isPending}
      serverError={cancelFieldError}
      failure={cancelFailure}
      onClose={onClose}
      onConfirm={submitCancel}
    />
  );
}

/** Adds or edits the supplier's own order ID. */
function EditSupplierReference({
  orderId,
  current,
  onClose,
}: {
  orderId: number;
  current: string | null;
  onClose: () => void;
}) {
  const reference = useSupplierReference(orderId);
  return (
    <SupplierReferenceDialog
      open
      current={current}
      busy={reference.isPending}
      onClose={onClose}
      onSave={async (value) => {
        try {
          await reference.mutateAsync(value);
          onClose();
        } catch {
          notifyError(ORDER_MESSAGES.updateReferenceFailed, 3000);
        }
      }}
    />
  );
}

/** The supplier's own order ID, and Add or Edit while it may still change (it freezes with the invoice). */
function SupplierOrderId({
  order,
  editable,
  onEdit,
}: {
  order: OrderDetail;
  editable: boolean;
  onEdit: () => void;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2">
        Supplier order ID: <strong>{order.supplierReference ?? '—'}</strong>
      </Typography>
      {editable && (
        <Button size="small" onClick={onEdit}>
          {order.supplierReference ? 'Edit order ID' : 'Add order ID'}
        </Button>
      )}
    </Stack>
  );
}
