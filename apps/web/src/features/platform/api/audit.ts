import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntryView, Paged } from '@portal/domain';
import { api } from '../../../lib/api-client.ts';

export type AuditFilters = { page: number; pageSize: number; entity?: string; from?: string; to?: string };

/** GET suppliers/audit — the current supplier's audit trail (staff only), newest first. */
export const auditQuery = (filters: AuditFilters) =>
  queryOptions({
    queryKey: ['suppliers', 'audit', filters],
    queryFn: ({ signal }) => api.get<Paged<AuditEntryView>>('suppliers/audit', { query: filters, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
export const useAudit = (filters: AuditFilters) => useQuery(auditQuery(filters));

/** GET suppliers/audit/entities — the kinds of record that have entries, for the filter. */
export const auditEntitiesQuery = () =>
  queryOptions({
    queryKey: ['suppliers', 'audit', 'entities'],
    queryFn: ({ signal }) => api.get<{ data: string[] }>('suppliers/audit/entities', { signal }),
    staleTime: 0,
  });
export const useAuditEntities = () => useQuery(auditEntitiesQuery());
