/*
 * Every tax invoice and credit note a supplier issued in a period, as Peppol e-invoices in one ZIP: one
 * UBL 2.1 file per document named by its number. A document the rules cannot accept for missing data is
 * left out and listed, with what to fill in, in not-included.txt: never an invalid document.
 */
import { setImmediate as yieldToOthers } from 'node:timers/promises';
import { strToU8, zipSync } from 'fflate';
import { invoiceNumber, timeZoneForState } from '@portal/domain';
import type { Actor, AppContext } from '../../lib/context.ts';
import { creditNoteInputOf } from '../../lib/einvoice/from-credit-note.ts';
import { invoiceInputOf } from '../../lib/einvoice/from-order.ts';
import { EinvoiceIncomplete } from '../../lib/einvoice/input.ts';
import { buildCreditNote, buildInvoice } from '../../lib/einvoice/ubl.ts';
import { AppError } from '../../lib/errors.ts';
import { heavyReads } from '../../lib/turns.ts';
import { creditNoteDocument } from '../credit-notes/credit-note-document.repository.ts';
import { invoiceIdsDated, supplierHeading } from '../fulfilment/fulfilment.repository.ts';
import { loadDocumentOrders } from './documents.repository.ts';
import { creditNoteIdsIssued } from './einvoice.repository.ts';
import { venueAbn } from './einvoice.service.ts';

/** Orders read per query (as the e-mailed batches read them). */
const SLICE = 25;

export async function einvoicesZip(ctx: AppContext, actor: Actor, from: string, to: string) {
  const supplier = await supplierHeading(ctx.db, actor.supplierId);
  if (!supplier) throw AppError.notFound('Supplier');
  const zone = timeZoneForState(supplier.state);
  const files: Record<string, Uint8Array> = {};
  const left: string[] = [];
  const add = (number: string, build: () => string) => {
    try {
      files[`${number}.xml`] = strToU8(build());
    } catch (error) {
      if (!(error instanceof EinvoiceIncomplete)) throw error;
      left.push(`${number}: ${error.message}`);
    }
  };
  const invoices = await invoiceIdsDated(ctx.db, actor.supplierId, zone, from, to);
  for (let i = 0; i < invoices.length; i += SLICE) {
    await yieldToOthers();
    const slice = invoices.slice(i, i + SLICE);
    const orders = await heavyReads.run(() => loadDocumentOrders(ctx.db, actor.supplierId, slice));
    for (const o of orders) add(invoiceNumber(o.orderId), () => buildInvoice(invoiceInputOf(o, venueAbn(o))));
  }
  for (const id of await creditNoteIdsIssued(ctx.db, actor.supplierId, zone, from, to)) {
    const doc = await heavyReads.run(() => creditNoteDocument(ctx.db, actor.supplierId, id));
    if (doc) add(doc.number, () => buildCreditNote(creditNoteInputOf(doc)));
  }
  if (left.length) files['not-included.txt'] = strToU8(`${left.join('\n')}\n`);
  return { zip: zipSync(files, { level: 6 }), filename: `einvoices-${from}-to-${to}.zip` };
}
