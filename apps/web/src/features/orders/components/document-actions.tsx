import { useState } from 'react';
import { Badge, Button, IconButton, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import {
  DOCUMENT_LABELS,
  DOCUMENT_TYPES,
  SELECTION_BADGE_MAX,
  documentAllowed,
  type DocumentType,
  type OrderStatus,
} from '@portal/domain';

/** PDF documents arrive with a later issue; until then their actions are shown but disabled. */
export const PDF_PENDING_TOOLTIP = 'PDF documents are not available yet';

const ICONS: Record<DocumentType, typeof DescriptionOutlinedIcon> = {
  'delivery-slip': LocalShippingOutlinedIcon,
  invoice: ReceiptLongOutlinedIcon,
  'purchase-order': DescriptionOutlinedIcon,
};

/** How many of the selected orders each document type can be made for. */
export function eligibleCounts(statuses: OrderStatus[]): Record<DocumentType, number> {
  return Object.fromEntries(
    DOCUMENT_TYPES.map((d) => [d, statuses.filter((s) => documentAllowed(d, s)).length]),
  ) as Record<DocumentType, number>;
}

const MENU_ORDER: DocumentType[] = ['delivery-slip', 'invoice', 'purchase-order'];

/** Bulk Actions: the selection badge (max 100) and one entry per document type with its eligible count. */
export function BulkActionsMenu({ statuses }: { statuses: OrderStatus[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const counts = eligibleCounts(statuses);
  return (
    <>
      <Badge badgeContent={statuses.length} max={SELECTION_BADGE_MAX} color="primary">
        <Button
          variant="outlined"
          endIcon={<ArrowDropDownIcon />}
          onClick={(e) => setAnchor(e.currentTarget)}
          aria-haspopup="menu"
          aria-expanded={!!anchor}
        >
          Bulk Actions
        </Button>
      </Badge>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {MENU_ORDER.map((d) => (
          <Tooltip key={d} title={PDF_PENDING_TOOLTIP} placement="left">
            <span>
              <MenuItem disabled aria-label={`${DOCUMENT_LABELS[d]} (${counts[d]})`}>
                <ListItemText primary={DOCUMENT_LABELS[d]} secondary={`${counts[d]} selected`} />
              </MenuItem>
            </span>
          </Tooltip>
        ))}
      </Menu>
    </>
  );
}

/** Row buttons: one per document type valid for the order's status, plus Delivery Details. */
export function RowDocumentButtons({ orderId, status }: { orderId: number; status: OrderStatus }) {
  return (
    <>
      {MENU_ORDER.filter((d) => documentAllowed(d, status)).map((d) => {
        const Icon = ICONS[d];
        return (
          <Tooltip key={d} title={`${DOCUMENT_LABELS[d]}: ${PDF_PENDING_TOOLTIP}`}>
            <span>
              <IconButton size="small" disabled aria-label={`${DOCUMENT_LABELS[d]} for order ${orderId}`}>
                <Icon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        );
      })}
      <Tooltip title={`Delivery Details: ${PDF_PENDING_TOOLTIP}`}>
        <span>
          <IconButton size="small" disabled aria-label={`Delivery Details for order ${orderId}`}>
            <InfoOutlinedIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </>
  );
}
