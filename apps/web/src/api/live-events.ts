import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onLiveEventsStatus, startLiveEvents } from '../lib/live-events.ts';
import { ordersKey } from './orders.ts';

/**
 * Keeps the supplier's order screens current from the live events stream while signed in: a new,
 * processed, cancelled or changed order refreshes every open orders query (the dashboard's pending
 * orders and its new-order notice, the orders list, an open order page); a new credit note refreshes them
 * too, its order page's notes list included (api/credit-notes.ts keys it under `ordersKey`). When the stream opens or is
 * lost they are refreshed too: what happened meanwhile shows, and the polls take over while it is down.
 */
export function useLiveOrderEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ordersKey });
    const stopStatus = onLiveEventsStatus(refresh);
    const stop = startLiveEvents((type) => {
      if (type === 'order.created' || type === 'order.updated' || type === 'credit-note.created') refresh();
    });
    return () => {
      stopStatus();
      stop();
    };
  }, [queryClient]);
}
