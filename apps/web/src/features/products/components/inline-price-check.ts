import { inlinePriceSchema } from '@portal/domain';

/**
 * The inline price field's check (zod), in a module of its own: the products list loads it when a price
 * edit starts, so the list's first paint spends no time evaluating a product schema.
 */
export function checkInlinePrice(
  value: string,
): { ok: true; dollarsExGst: string } | { ok: false; message: string } {
  const parsed = inlinePriceSchema.safeParse(value);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Invalid price' };
  return { ok: true, dollarsExGst: parsed.data };
}
