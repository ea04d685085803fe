/** An ABN as its 11 digits ('51 824 753 556' → '51824753556'), or null when it is not a valid ABN. */
export function abnDigits(raw: string | null | undefined): string | null {
  const digits = (raw ?? '').replace(/[\s-]/g, '');
  if (!/^\d{11}$/.test(digits)) return null;
  // The ABR's check: subtract 1 from the first digit, weight the digits, the sum divides by 89.
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  const sum = [...digits].reduce((s, d, i) => s + (Number(d) - (i === 0 ? 1 : 0)) * weights[i]!, 0);
  return sum % 89 === 0 ? digits : null;
}

/** A valid ABN made from a nine-digit number (the two check digits put in front): demo data and tests. */
export function abnFrom(body: number): string {
  const tail = String(body % 1_000_000_000).padStart(9, '0');
  for (let lead = 10; lead <= 99; lead++) {
    const candidate = `${lead}${tail}`;
    if (abnDigits(candidate)) return candidate;
  }
  return abnFrom(body + 1);
}
