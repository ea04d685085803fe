/** The parts an Invoice and a CreditNote share: parties, lines, the GST breakdown and the totals. */
import { centsToDecimal, plainQuantity } from '@portal/domain';
import { ABN_SCHEME_ID, COUNTRY, CURRENCY, TAX_CATEGORIES, TAX_SCHEME_ID, unitCode } from './codes.ts';
import type { EinvoiceLine, EinvoiceParty } from './input.ts';
import { el, type Xml } from './xml.ts';

export const amount = (name: string, cents: number) =>
  el(`cbc:${name}`, centsToDecimal(cents), { currencyID: CURRENCY });

const taxScheme = () => el('cac:TaxScheme', el('cbc:ID', TAX_SCHEME_ID));

function taxCategory(name: 'cac:TaxCategory' | 'cac:ClassifiedTaxCategory', hasGst: boolean): Xml {
  const c = hasGst ? TAX_CATEGORIES.taxable : TAX_CATEGORIES.gstFree;
  return el(name, [el('cbc:ID', c.id), el('cbc:Percent', String(c.percent)), taxScheme()]);
}

function address(p: EinvoiceParty): Xml {
  return el('cac:PostalAddress', [
    el('cbc:StreetName', p.street),
    el('cbc:CityName', p.city),
    el('cbc:PostalZone', p.postcode),
    el('cbc:CountrySubentity', p.state),
    el('cac:Country', el('cbc:IdentificationCode', COUNTRY)),
  ]);
}

/** A party with its ABN as Peppol participant (EndpointID) and legal identifier; the seller's as GST id too. */
export function party(p: EinvoiceParty, abn: string, role: 'seller' | 'buyer'): Xml {
  return el('cac:Party', [
    el('cbc:EndpointID', abn, { schemeID: ABN_SCHEME_ID }),
    el('cac:PartyName', el('cbc:Name', p.name)),
    address(p),
    role === 'seller' && el('cac:PartyTaxScheme', [el('cbc:CompanyID', abn), taxScheme()]),
    el('cac:PartyLegalEntity', [
      el('cbc:RegistrationName', p.name),
      el('cbc:CompanyID', abn, { schemeID: ABN_SCHEME_ID }),
    ]),
    el('cac:Contact', [
      el('cbc:Name', p.contactName),
      el('cbc:Telephone', p.phone),
      el('cbc:ElectronicMail', p.email),
    ]),
  ]);
}

/** A line's amounts: incl GST as stored, its GST, and ex GST (the line net amount UBL carries). */
export function lineAmounts(l: EinvoiceLine) {
  const gst = l.hasGst ? l.gstInCents : 0;
  return { inc: l.totalIncGstInCents, gst, ex: l.totalIncGstInCents - gst };
}

/**
 * The net price per unit ex GST, in dollars, to 8 decimals with trailing zeros dropped: quantity × price
 * gives the line's net amount well within PINT's 2-cent tolerance (aligned-ibrp-053) at any quantity.
 */
export function netPrice(exCents: number, quantity: number): string {
  const milli = BigInt(Math.round(quantity * 1000));
  // dollars × 1e8 = cents × 1e6; divided by quantity (thousandths) × 1000, rounded half up.
  const scaled = (BigInt(exCents) * 1_000_000n * 1000n * 2n + milli) / (milli * 2n);
  const whole = scaled / 100_000_000n;
  const frac = (scaled % 100_000_000n).toString().padStart(8, '0').replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : `${whole}`;
}

export function line(kind: 'Invoice' | 'CreditNote', l: EinvoiceLine, index: number): Xml {
  const { ex } = lineAmounts(l);
  const quantity = l.quantity ?? 1;
  return el(`cac:${kind}Line`, [
    el('cbc:ID', String(index + 1)),
    el('cbc:Note', l.note),
    el(kind === 'Invoice' ? 'cbc:InvoicedQuantity' : 'cbc:CreditedQuantity', plainQuantity(quantity), {
      unitCode: l.quantity === null ? unitCode(null) : unitCode(l.unit),
    }),
    amount('LineExtensionAmount', ex),
    el('cac:Item', [
      el('cbc:Name', l.name),
      l.sku && el('cac:SellersItemIdentification', el('cbc:ID', l.sku)),
      taxCategory('cac:ClassifiedTaxCategory', l.hasGst),
    ]),
    el('cac:Price', amountRaw('PriceAmount', netPrice(ex, quantity))),
  ]);
}

const amountRaw = (name: string, dollars: string) => el(`cbc:${name}`, dollars, { currencyID: CURRENCY });

/** The document's totals from its lines: GST per line, summed, as the PDF adds them. */
export function totalsOf(lines: EinvoiceLine[]) {
  const sum = (pick: (l: EinvoiceLine) => boolean, of: 'inc' | 'gst' | 'ex') =>
    lines.filter(pick).reduce((s, l) => s + lineAmounts(l)[of], 0);
  return {
    inc: sum(() => true, 'inc'),
    gst: sum(() => true, 'gst'),
    ex: sum(() => true, 'ex'),
    taxableEx: sum((l) => l.hasGst, 'ex'),
    freeEx: sum((l) => !l.hasGst, 'ex'),
    hasTaxable: lines.some((l) => l.hasGst),
    hasFree: lines.some((l) => !l.hasGst),
  };
}

/** One TaxTotal with a subtotal per category present (S at 10%, Z at 0% for GST-free lines). */
export function taxTotal(t: ReturnType<typeof totalsOf>): Xml {
  const subtotal = (taxable: number, gst: number, hasGst: boolean) =>
    el('cac:TaxSubtotal', [
      amount('TaxableAmount', taxable),
      amount('TaxAmount', gst),
      taxCategory('cac:TaxCategory', hasGst),
    ]);
  return el('cac:TaxTotal', [
    amount('TaxAmount', t.gst),
    t.hasTaxable && subtotal(t.taxableEx, t.gst, true),
    t.hasFree && subtotal(t.freeEx, 0, false),
  ]);
}

export function monetaryTotal(t: ReturnType<typeof totalsOf>, prepaid: number): Xml {
  return el('cac:LegalMonetaryTotal', [
    amount('LineExtensionAmount', t.ex),
    amount('TaxExclusiveAmount', t.ex),
    amount('TaxInclusiveAmount', t.inc),
    prepaid > 0 && amount('PrepaidAmount', prepaid),
    amount('PayableAmount', t.inc - prepaid),
  ]);
}
