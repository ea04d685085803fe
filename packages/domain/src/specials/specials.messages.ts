/*
 * A special's statuses. No schemas (no zod): the products list reads a product's special status without
 * evaluating the special schemas. specials.ts re-exports them.
 */
export const SPECIAL_STATUSES = ['active', 'scheduled', 'archived'] as const;
export type SpecialStatus = (typeof SPECIAL_STATUSES)[number];
