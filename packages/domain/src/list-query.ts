import { z } from 'zod';

/**
 * The list query of every paged endpoint (orders, venues, reviews):
 * page, pageSize, orderBy, sortedBy, search ("value" or "field:value;field:value"),
 * searchFields, fuzzy, fuzzyFields and filter (fields to return).
 */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).optional(),
  orderBy: z.string().max(64).optional(),
  sortedBy: z.enum(['asc', 'desc']).optional(),
  search: z.string().max(500).optional(),
  searchFields: z.string().max(500).optional(),
  fuzzy: z.string().max(200).optional(),
  fuzzyFields: z.string().max(500).optional(),
  filter: z.string().max(1000).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export type Paged<T> = { data: T[]; perPage: number; total: number; currentPage: number };
