/*
 * The identifiers and code lists a Peppol PINT A-NZ Billing 1.1.3 document uses (vendor/validation has
 * the rules that check them). Constants only: the XML is built in ubl.ts.
 */
import { GST_RATE } from '@portal/domain';

/** The specification (ibt-024) and business process (ibt-023) of PINT A-NZ billing. */
export const PINT_ANZ_CUSTOMIZATION_ID = 'urn:peppol:pint:billing-1@aunz-1';
export const PEPPOL_BILLING_PROFILE_ID = 'urn:peppol:bis:billing';

/** UNTDID 1001: commercial invoice, credit note. */
export const INVOICE_TYPE_CODE = '380';
export const CREDIT_NOTE_TYPE_CODE = '381';

export const CURRENCY = 'AUD';
export const COUNTRY = 'AU';
/** ISO 6523 ICD (and Peppol EAS) of the Australian Business Number: a participant identifier and a legal id. */
export const ABN_SCHEME_ID = '0151';
export const TAX_SCHEME_ID = 'GST';

/**
 * UNCL5305 tax categories as PINT A-NZ uses them: S standard rated (GST 10%), Z zero rated, which is how
 * A-NZ codes GST-free supplies such as basic food (E is input-taxed, O not subject to GST).
 */
export const TAX_CATEGORIES = {
  taxable: { id: 'S', percent: Math.round(GST_RATE * 100) },
  gstFree: { id: 'Z', percent: 0 },
} as const;

/** UNCL4461: credit transfer (a bank deposit to the supplier's account). */
export const PAYMENT_MEANS_CREDIT_TRANSFER = '30';

/**
 * The portal's price units as UN/ECE Recommendation 20 (with Rec 21) unit codes: kilogram, gram, box,
 * bunch, each. A unit the list does not know (none today) goes as "one" (C62).
 */
export const UNIT_CODES: Readonly<Record<string, string>> = {
  kg: 'KGM',
  g: 'GRM',
  box: 'XBX',
  bunch: 'XBH',
  unit: 'EA',
};
export const UNIT_CODE_ONE = 'C62';

export function unitCode(unit: string | null): string {
  return (unit && UNIT_CODES[unit.trim().toLowerCase()]) || UNIT_CODE_ONE;
}
