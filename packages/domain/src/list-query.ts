import { z } from 'zod';
import { PG_INT_MAX, storable, TEXT_LIMITS } from './primitives/index.ts';

const param = (max: number, label = 'Each list setting') =>
  storable(z.string().max(max, `${label} must be at most ${max.toLocaleString('en-AU')} characters`));

/**
 * The list query of every paged endpoint (orders, venues, reviews):
 * page, pageSize, orderBy, sortedBy, search ("value" or "field:value;field:value"),
 * searchFields, fuzzy, fuzzyFields and filter (fields to return).
 * The values of a structured search are checked per field by the API (apps/api/src/lib/list-query.ts).
 */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(PG_INT_MAX).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).optional(),
  orderBy: param(64).optional(),
  sortedBy: z.enum(['asc', 'desc']).optional(),
  search: param(500, 'Search').optional(),
  searchFields: param(500).optional(),
  fuzzy: param(TEXT_LIMITS.search, 'Search').optional(),
  fuzzyFields: param(500).optional(),
  filter: param(1000).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export type Paged<T> = { data: T[]; perPage: number; total: number; currentPage: number };
