import { useState } from 'react';
import type { OrderListItem, OrderStatus } from '@portal/domain';
import type { RowSelectionState } from '../../../components/data-table.tsx';

type Updater = RowSelectionState | ((old: RowSelectionState) => RowSelectionState);

/**
 * The orders ticked for Bulk Actions, kept across pages, searches and filters (a supplier may gather the
 * orders of a delivery run from several pages), with each one's status for the document counts.
 * `elsewhere` is how many of them the current page does not show, so the page can say so.
 */
export function useOrderSelection(rows: OrderListItem[]) {
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [statuses, setStatuses] = useState<Record<string, OrderStatus>>({});

  const onSelectionChange = (updater: Updater) => {
    const next = typeof updater === 'function' ? updater(selection) : updater;
    setSelection(next);
    setStatuses((old) => {
      const map: Record<string, OrderStatus> = {};
      for (const id of Object.keys(next)) {
        const status = rows.find((r) => String(r.orderId) === id)?.orderStatus ?? old[id];
        if (status) map[id] = status;
      }
      return map;
    });
  };

  const shown = new Set(rows.map((r) => String(r.orderId)));
  const elsewhere = Object.keys(selection).filter((id) => selection[id] && !shown.has(id)).length;
  const clear = () => {
    setSelection({});
    setStatuses({});
  };
  return { selection, statuses, onSelectionChange, elsewhere, clear };
}
