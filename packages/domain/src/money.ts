/** Money is integer cents everywhere; these are the only GST and dollar conversions in the project. */
export const GST_RATE = 0.1;

/** Price incl GST from ex GST, rounded to the cent: incl = round(ex x 1.1). */
export function incGst(exCents: number): number {
  return Math.round((exCents * 11) / 10);
}

/** GST part of an incl-GST amount: one eleventh, rounded to the cent. */
export function gstOfInc(incCents: number): number {
  return Math.round(incCents / 11);
}

/** Price ex GST from incl GST: ex = incl - incl/11. */
export function exGst(incCents: number): number {
  return incCents - gstOfInc(incCents);
}

/** Cents for a price stored incl GST unless the product is GST exempt. */
export function storedPrice(exCents: number, gstExempt: boolean): number {
  return gstExempt ? exCents : incGst(exCents);
}

/** Dollars typed by a person ("12.5", 12.5) to cents, without float drift. */
export function dollarsToCents(dollars: number | string): number {
  const text = typeof dollars === 'number' ? dollars.toFixed(4) : dollars.trim();
  const match = /^(-)?(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match) return Number.NaN;
  const [, sign, whole = '', frac = ''] = match;
  const cents = Number(whole || '0') * 100 + Math.round(Number(`0.${frac || '0'}`) * 100);
  return sign ? -cents : cents;
}

export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** Cents as the dollars a form field starts with: 1250 → "12.50". */
export function centsToDollarText(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** The price a supplier works in, ex GST, from the stored one (incl GST unless exempt); undoes `storedPrice`. */
export function exGstPrice(storedCents: number, gstExempt: boolean): number {
  return gstExempt ? storedCents : exGst(storedCents);
}

/** Intl's AUD format, made on first use: only a fraction of a cent needs it. */
let audFormat: Intl.NumberFormat | undefined;

/**
 * "$1,234.50", "-$12.00": as Intl's en-AU currency format writes it, built from the digits. The first
 * Intl.NumberFormat of a page loads the locale's data, ~50 ms of a phone's first render of a price list
 *; whole cents need none of it. A fraction of a cent (never stored) goes through Intl.
 */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) {
    audFormat ??= new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });
    return audFormat.format(cents / 100);
  }
  const abs = Math.abs(cents);
  const dollars = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** True when a number has at most `places` decimals (as typed, not as a float). */
export function hasMaxDecimals(value: number | string, places: number): boolean {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (/e/i.test(text)) return false;
  const frac = text.split('.')[1];
  return frac === undefined || frac.length <= places;
}

/** Line total: round(priceIncGST x quantity), quantity with up to 3 decimals. */
export function lineTotal(priceIncGstCents: number, quantity: number): number {
  return Math.round((priceIncGstCents * Math.round(quantity * 1000)) / 1000);
}
