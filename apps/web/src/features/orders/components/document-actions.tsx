import { useState } from 'react';
import { Badge, Button, ListItemText, MenuItem } from '@mui/material';
import { LazyMenu } from '../../../components/lazy-menu.tsx';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import {
  DOCUMENT_LABELS,
  DOCUMENT_TYPES,
  SELECTION_BADGE_MAX,
  documentAllowed,
  type DocumentType,
  type OrderStatus,
} from '@portal/domain';

import { SELECTION_MESSAGES, type DocumentKind } from '../../../components/documents/document-types.ts';
import { CellIconButton, type CellIcon } from '../../../components/table/cell-parts.tsx';
import { notifyWarning } from '../../../lib/notify.ts';

export type DownloadDocument = (kind: DocumentKind, orderIds: number[]) => void;

const ROW_ICONS: Record<DocumentType, CellIcon> = {
  'delivery-docket': 'shipping',
  invoice: 'receipt',
  'purchase-order': 'description',
};

/** How many of the selected orders each document type can be made for. */
export function eligibleCounts(statuses: OrderStatus[]): Record<DocumentType, number> {
  return Object.fromEntries(
    DOCUMENT_TYPES.map((d) => [d, statuses.filter((s) => documentAllowed(d, s)).length]),
  ) as Record<DocumentType, number>;
}

const MENU_ORDER: DocumentType[] = ['delivery-docket', 'invoice', 'purchase-order'];

/**
 * Bulk Actions: the selection badge (max 100) and one entry per document type with its eligible
 * count. Orders a document does not exist for are left out, with the spec's note (6 s).
 */
export function BulkActionsMenu({
  selected,
  onDownload,
}: {
  selected: Record<string, OrderStatus>;
  onDownload: DownloadDocument;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const statuses = Object.values(selected);
  const counts = eligibleCounts(statuses);
  const choose = (d: DocumentType) => {
    setAnchor(null);
    const eligible = Object.entries(selected)
      .filter(([, status]) => documentAllowed(d, status))
      .map(([id]) => Number(id));
    const note = SELECTION_MESSAGES[d];
    if (eligible.length < statuses.length && note) notifyWarning(note, 6000);
    if (eligible.length) onDownload(d, eligible);
  };
  return (
    <>
      <Badge badgeContent={statuses.length} max={SELECTION_BADGE_MAX} color="primary">
        <Button
          variant="outlined"
          endIcon={<ArrowDropDownIcon />}
          onClick={(e) => setAnchor(e.currentTarget)}
          aria-haspopup="menu"
          aria-expanded={!!anchor}
          disabled={statuses.length === 0}
        >
          Bulk Actions
        </Button>
      </Badge>
      <LazyMenu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {MENU_ORDER.map((d) => (
          <MenuItem
            key={d}
            disabled={counts[d] === 0}
            onClick={() => choose(d)}
            aria-label={`${DOCUMENT_LABELS[d]} (${counts[d]})`}
          >
            <ListItemText primary={DOCUMENT_LABELS[d]} secondary={`${counts[d]} selected`} />
          </MenuItem>
        ))}
      </LazyMenu>
    </>
  );
}

/** The documents a row offers for an order in this status, in the menu's order. */
const rowDocuments = (status: OrderStatus) => MENU_ORDER.filter((d) => documentAllowed(d, status));

/** How many buttons `RowDocumentButtons` draws for an order in this status (with Delivery Details). */
export const rowDocumentButtonCount = (status: OrderStatus): number => rowDocuments(status).length + 1;

/** Row buttons: one per document type valid for the order's status, plus Delivery Details. */
export function RowDocumentButtons({
  orderId,
  status,
  onDownload,
}: {
  orderId: number;
  status: OrderStatus;
  onDownload: DownloadDocument;
}) {
  return (
    <>
      {rowDocuments(status).map((d) => (
        <CellIconButton
          key={d}
          icon={ROW_ICONS[d]}
          title={DOCUMENT_LABELS[d]}
          label={`${DOCUMENT_LABELS[d]} for order ${orderId}`}
          onClick={() => onDownload(d, [orderId])}
        />
      ))}
      <CellIconButton
        icon="info"
        title="Delivery Details"
        label={`Delivery Details for order ${orderId}`}
        onClick={() => onDownload('delivery-instructions', [orderId])}
      />
    </>
  );
}
