import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, creditNotesContract } from '@portal/domain';
import { operationOf } from '@portal/domain/operation-routes';
import * as routes from '@portal/domain/credit-notes/credit-notes.operations';
import { callOperation } from '../lib/api-client.ts';
import { downloadOperation } from '../lib/api-transfer.ts';
import { ordersKey } from './orders.ts';

/** The contract's operations from its zod-free routes (operationOf): the order page loads no zod schemas. */
const ops = {
  createCreditNote: operationOf<typeof creditNotesContract.createCreditNote>(routes.createCreditNote),
  listCreditNotes: operationOf<typeof creditNotesContract.listCreditNotes>(routes.listCreditNotes),
  downloadCreditNotePdf: operationOf<typeof creditNotesContract.downloadCreditNotePdf>(
    routes.downloadCreditNotePdf,
  ),
};

type CreateCreditNoteBody = BodyOf<typeof ops.createCreditNote>;

/**
 * An order's notes live under the orders key: every order write, and the live events stream's
 * `credit-note.created` (api/live-events.ts refreshes `ordersKey`), refresh them with the order.
 */
export const creditNotesKey = (orderId: number) => [...ordersKey, 'credit-notes', orderId] as const;

const creditNotesQuery = (orderId: number) =>
  queryOptions({
    queryKey: creditNotesKey(orderId),
    queryFn: ({ signal }) => callOperation(ops.listCreditNotes, { params: { id: orderId } }, { signal }),
    select: (body) => body.data,
  });

/** The notes of an invoiced order; nothing is asked before the order is invoiced. */
export const useCreditNotes = (orderId: number, enabled: boolean) =>
  useQuery({ ...creditNotesQuery(orderId), enabled });

/** Raises a note (under an Idempotency-Key, as every write: lib/api-client.ts); refreshes the order's queries. */
export function useCreateCreditNote(orderId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCreditNoteBody) =>
      callOperation(ops.createCreditNote, { params: { id: orderId }, body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ordersKey }),
  });
}

/** A note as the PDF adjustment note, with the server's file name. */
export const downloadCreditNotePdf = (note: { id: number; number: string }) =>
  downloadOperation(
    ops.downloadCreditNotePdf,
    { params: { id: note.id } },
    `credit-note-${note.number}.pdf`,
    { timeoutMs: 5 * 60_000 },
  );
