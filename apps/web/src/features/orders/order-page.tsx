import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Alert, Box, Button, Menu, MenuItem, Paper, Stack, Tooltip, Typography } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { ORDER_MESSAGES, changePercent, documentAllowed, type OrderDetail } from '@portal/domain';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { Money } from '../../components/money.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formatCents, formatChange } from '../../lib/format.ts';
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
import { OrderDetailBlocks, OrderTitle, UpdatedDetailsBanner } from './components/order-details.tsx';
import { OrderProductsTable } from './components/order-products-table.tsx';
import {
  CancelOrderDialog,
  CustomProductDialog,
  SupplierReferenceDialog,
} from './components/order-dialogs.tsx';
import { useOrderEditor } from './use-order-editor.ts';

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
  const editor = useOrderEditor(order, { isStaff });
  const { pending, original, finalTotal, tooHigh } = editor;
  const [docsAnchor, setDocsAnchor] = useState<HTMLElement | null>(null);
  const documents = useDocumentDownloads();
  const [dialog, setDialog] = useState<'cancel' | 'confirm' | 'custom' | 'reference' | null>(null);
  const [cancelFailure, setCancelFailure] = useState<string | null>(null);
  const [cancelFieldError, setCancelFieldError] = useState<string | null>(null);
  const process = useProcessOrder(order.orderId);
  const cancel = useCancelOrder(order.orderId);
  const reference = useSupplierReference(order.orderId);

  async function submitProcess() {
    try {
      await process.mutateAsync(editor.processBody());
      setDialog(null);
      notifySuccess(ORDER_MESSAGES.processSuccess);
    } catch (error) {
      setDialog(null);
      const errors = error instanceof ApiError && error.status === 400 ? error.fieldErrors : [];
      if (errors.length) {
        editor.showServerErrors(errors);
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
      {tooHigh && (
        <Alert severity={isStaff ? 'warning' : 'error'} sx={{ mb: 2 }}>
          {ORDER_MESSAGES.totalIncreaseTooHigh}
          {isStaff ? ' — as staff you may still process it.' : ''}
        </Alert>
      )}
      {editor.everythingRemoved && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {ORDER_MESSAGES.allRemoved}
        </Alert>
      )}

      <OrderProductsTable editor={editor} mobile={mobile} />

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
              {finalTotal !== original && `(${formatChange(change, 1)})`}
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
                <Button variant="contained" disabled={editor.blocked} onClick={() => setDialog('confirm')}>
                  Process Order
                </Button>
              </span>
            </Tooltip>
          )}
        </Stack>
      </Stack>

      {dialog === 'custom' && (
        <CustomProductDialog
          open
          onClose={() => setDialog(null)}
          onAdd={(line) => {
            editor.addCustom(line);
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
          {finalTotal !== original &&
            ` (${formatChange(change, 1)} on the original ${formatCents(original)})`}
          ?
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
