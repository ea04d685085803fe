/*
 * UBL 2.1 Invoice and CreditNote documents per Peppol PINT A-NZ Billing 1.1.3, in the schema's element
 * order. Each is checked against the official rules in tests (einvoice.test.ts); data the rules require and
 * that is missing throws EinvoiceIncomplete before anything is written.
 */
import {
  CREDIT_NOTE_TYPE_CODE,
  CURRENCY,
  INVOICE_TYPE_CODE,
  PAYMENT_MEANS_CREDIT_TRANSFER,
  PEPPOL_BILLING_PROFILE_ID,
  PINT_ANZ_CUSTOMIZATION_ID,
} from './codes.ts';
import { checkParties, type CreditNoteInput, type InvoiceInput } from './input.ts';
import { line, monetaryTotal, party, taxTotal, totalsOf } from './ubl-parts.ts';
import { el, type Xml } from './xml.ts';

const NAMESPACES = {
  'xmlns:cac': 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  'xmlns:cbc': 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};

function document(kind: 'Invoice' | 'CreditNote', children: Xml[]): string {
  const root = el(kind, children, {
    xmlns: `urn:oasis:names:specification:ubl:schema:xsd:${kind}-2`,
    ...NAMESPACES,
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n${root.text}\n`;
}

const head = (number: string) => [
  el('cbc:CustomizationID', PINT_ANZ_CUSTOMIZATION_ID),
  el('cbc:ProfileID', PEPPOL_BILLING_PROFILE_ID),
  el('cbc:ID', number),
];

const orderReference = (orderId: number, supplierReference: string | null = null) =>
  el('cac:OrderReference', [el('cbc:ID', String(orderId)), el('cbc:SalesOrderID', supplierReference)]);

/** Where a PayLater invoice is paid: a credit transfer to the supplier's account, quoting the invoice number. */
function paymentMeans(input: InvoiceInput): Xml {
  if (input.prepaid || !input.bank) return el('cac:PaymentMeans', null);
  return el('cac:PaymentMeans', [
    el('cbc:PaymentMeansCode', PAYMENT_MEANS_CREDIT_TRANSFER),
    el('cbc:PaymentID', input.number),
    el('cac:PayeeFinancialAccount', [
      el('cbc:ID', input.bank.accountNumber),
      el('cbc:Name', input.bank.accountName),
      el('cac:FinancialInstitutionBranch', el('cbc:ID', input.bank.bsb)),
    ]),
  ]);
}

/** The tax invoice of an order as a UBL 2.1 Invoice. */
export function buildInvoice(input: InvoiceInput): string {
  const { supplierAbn, buyerAbn } = checkParties(input);
  const totals = totalsOf(input.lines);
  return document('Invoice', [
    ...head(input.number),
    el('cbc:IssueDate', input.issueDate),
    el('cbc:DueDate', input.dueDate),
    el('cbc:InvoiceTypeCode', INVOICE_TYPE_CODE),
    el('cbc:DocumentCurrencyCode', CURRENCY),
    orderReference(input.orderId, input.supplierReference),
    el('cac:AccountingSupplierParty', party(input.supplier, supplierAbn, 'seller')),
    el('cac:AccountingCustomerParty', party(input.buyer, buyerAbn, 'buyer')),
    el('cac:Delivery', el('cbc:ActualDeliveryDate', input.deliveryDate)),
    paymentMeans(input),
    el('cac:PaymentTerms', el('cbc:Note', input.paymentTerms)),
    taxTotal(totals),
    monetaryTotal(totals, input.prepaid ? totals.inc : 0),
    ...input.lines.map((l, i) => line('Invoice', l, i)),
  ]);
}

/** An adjustment note as a UBL 2.1 CreditNote referring to the invoice it adjusts; amounts positive. */
export function buildCreditNote(input: CreditNoteInput): string {
  const { supplierAbn, buyerAbn } = checkParties(input);
  const totals = totalsOf(input.lines);
  return document('CreditNote', [
    ...head(input.number),
    el('cbc:IssueDate', input.issueDate),
    el('cbc:CreditNoteTypeCode', CREDIT_NOTE_TYPE_CODE),
    el('cbc:Note', input.reason),
    el('cbc:DocumentCurrencyCode', CURRENCY),
    orderReference(input.orderId),
    el(
      'cac:BillingReference',
      el('cac:InvoiceDocumentReference', [
        el('cbc:ID', input.invoiceNumber),
        el('cbc:IssueDate', input.invoiceDate),
      ]),
    ),
    el('cac:AccountingSupplierParty', party(input.supplier, supplierAbn, 'seller')),
    el('cac:AccountingCustomerParty', party(input.buyer, buyerAbn, 'buyer')),
    taxTotal(totals),
    monetaryTotal(totals, 0),
    ...input.lines.map((l, i) => line('CreditNote', l, i)),
  ]);
}
