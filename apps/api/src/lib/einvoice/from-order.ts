/*
 * An order's tax invoice as e-invoice input: the same lines, figures, number and dates as the PDF tax
 * invoice prints (lib/pdf/invoice.ts), read through the same functions.
 */
import { invoiceDate, invoiceDueDate, invoiceNumber, paymentTerms } from '@portal/domain';
import type { DocumentOrder } from '../pdf/document-order.ts';
import { suppliedLine, suppliedLines } from '../pdf/invoice-lines.ts';
import type { EinvoiceParty, InvoiceInput } from './input.ts';

/** The supplier as the seller of its documents. */
export function supplierParty(s: DocumentOrder['supplier']): EinvoiceParty {
  return {
    name: s.company,
    abn: s.abn,
    street: s.street,
    city: s.suburb,
    postcode: s.postcode,
    state: s.state,
    phone: s.phone,
    email: s.email,
  };
}

/** The venue as the buyer: the order's bill-to details and the venue's ABN (null when none is known). */
export function venueParty(order: DocumentOrder, abn: string | null): EinvoiceParty {
  const v = order.shipTo;
  return {
    name: v.company,
    abn,
    street: v.address,
    city: v.city,
    postcode: v.postcode,
    state: v.state,
    contactName: [v.firstName, v.lastName].filter(Boolean).join(' ') || null,
    phone: v.phone,
    email: v.email,
  };
}

export function invoiceInputOf(order: DocumentOrder, venueAbn: string | null): InvoiceInput {
  const s = order.supplier;
  const issued = invoiceDate(order, s.state);
  return {
    number: invoiceNumber(order.orderId),
    issueDate: issued,
    dueDate: invoiceDueDate(order.payment, issued, order.deliveryDate),
    orderId: order.orderId,
    supplierReference: order.supplierReference,
    deliveryDate: order.deliveryDate,
    paymentTerms: paymentTerms(order.payment),
    prepaid: order.payment !== 'pay_later',
    bank:
      s.bsb && s.accountNumber
        ? { accountName: s.accountName ?? s.company, bsb: s.bsb, accountNumber: s.accountNumber }
        : null,
    supplier: supplierParty(s),
    buyer: venueParty(order, venueAbn),
    lines: suppliedLines(order).map((l) => {
      const supplied = suppliedLine(l);
      return {
        name: `${l.name}${l.substitution ? ' (substitute)' : ''}`,
        sku: l.sku,
        quantity: supplied.quantity,
        unit: l.unitOfPrice,
        totalIncGstInCents: supplied.total,
        gstInCents: supplied.gst,
        hasGst: l.hasGst,
      };
    }),
  };
}
