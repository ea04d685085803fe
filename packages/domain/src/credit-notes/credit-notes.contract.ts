import { z } from 'zod';
import { dataOf, defineOperation } from '../contract.ts';
import { idParam } from '../primitives/index.ts';
import { createCreditNoteBodySchema, creditNoteSchema } from './credit-notes.schemas.ts';
import * as routes from './credit-notes.operations.ts';

const tag = 'Credit notes';
const idParams = z.object({ id: idParam() });

/** Credit (adjustment) notes of invoiced orders (docs/decisions.md "Credit notes"). */
export const creditNotesContract = {
  createCreditNote: defineOperation({
    ...routes.createCreditNote,
    summary: "Credit lines of an invoiced order: quantities at the line's supplied price, or amounts",
    description:
      "Each line credits a quantity of the priced unit or an amount in cents, never more than is left of the line after earlier notes (400 on the line's field). 409 until the order is invoiced (completed).",
    tag,
    params: idParams,
    body: createCreditNoteBodySchema,
    response: creditNoteSchema,
    errors: [400, 403, 404, 409],
  }),
  listCreditNotes: defineOperation({
    ...routes.listCreditNotes,
    summary: "List an order's credit notes, oldest first",
    tag,
    params: idParams,
    response: dataOf(creditNoteSchema),
    errors: [400, 403, 404],
  }),
  downloadCreditNotePdf: defineOperation({
    ...routes.downloadCreditNotePdf,
    summary: 'Download a credit note as a PDF adjustment note',
    tag,
    params: idParams,
    response: { media: 'application/pdf', description: 'The adjustment note' },
    errors: [400, 403, 404],
  }),
};
