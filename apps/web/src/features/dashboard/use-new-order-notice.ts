import { createElement, useEffect, useRef, type MouseEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { notify } from '../../lib/notify.ts';
import { pendingOrdersKey, useLatestOrder } from '../../api/orders.ts';

/** Tells the supplier about an order that arrived while the dashboard is open, and refreshes the table. */
export function useNewOrderNotice(): void {
  const latest = useLatestOrder();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const seen = useRef<number | null>(null);
  const order = latest.data;
  useEffect(() => {
    if (order === undefined) return;
    const id = order?.orderId ?? 0;
    if (seen.current === null) {
      // The first answer is what was already there when the page opened.
      seen.current = id;
      return;
    }
    if (order && id > seen.current) {
      seen.current = id;
      // The notice links to the order; a plain click opens it inside the portal (the notices
      // live outside the router, so the link navigates through the page's own router).
      const text = `New order #${order.orderId} from ${order.shippingCompany}`;
      const href = `/orders/${order.orderId}`;
      const onClick = (event: MouseEvent) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        void navigate(href);
      };
      notify(createElement('a', { href, onClick, style: { color: 'inherit' } }, text), 'info', 8000);
      void queryClient.invalidateQueries({ queryKey: pendingOrdersKey });
    }
  }, [order, queryClient, navigate]);
}
