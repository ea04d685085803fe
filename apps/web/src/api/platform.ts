import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, platformContract, QueryOf } from '@portal/domain';
import { operationOf } from '@portal/domain/operation-routes';
import * as routes from '@portal/domain/platform/platform.operations';
import { callOperation } from '../lib/api-client.ts';

/**
 * The contract's operations from their zod-free routes (operationOf): the feedback survey, which every
 * signed-in page loads once drawn, brings no zod schemas with it.
 */
const ops = {
  listAudit: operationOf<typeof platformContract.listAudit>(routes.listAudit),
  listAuditEntities: operationOf<typeof platformContract.listAuditEntities>(routes.listAuditEntities),
  getFeedbackStatus: operationOf<typeof platformContract.getFeedbackStatus>(routes.getFeedbackStatus),
  submitFeedback: operationOf<typeof platformContract.submitFeedback>(routes.submitFeedback),
};

/** The activity log and the feedback survey: every query key, so a write can refresh all of them. */
const platformKeys = {
  all: ['platform'] as const,
  audit: (filters: AuditFilters) => [...platformKeys.all, 'audit', filters] as const,
  auditEntities: () => [...platformKeys.all, 'audit-entities'] as const,
  feedbackStatus: () => [...platformKeys.all, 'feedback-status'] as const,
};

export type AuditFilters = QueryOf<typeof ops.listAudit> & { page: number; pageSize: number };

/** The current supplier's activity log (staff only), newest first. */
const auditQuery = (filters: AuditFilters) =>
  queryOptions({
    queryKey: platformKeys.audit(filters),
    queryFn: ({ signal }) => callOperation(ops.listAudit, { query: filters }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
export const useAudit = (filters: AuditFilters) => useQuery(auditQuery(filters));

/** The kinds of record that have entries, for the filter. */
const auditEntitiesQuery = () =>
  queryOptions({
    queryKey: platformKeys.auditEntities(),
    queryFn: ({ signal }) => callOperation(ops.listAuditEntities, {}, { signal }),
    staleTime: 0,
  });
export const useAuditEntities = () => useQuery(auditEntitiesQuery());

/** Whether to ask this supplier for feedback now. */
const feedbackStatusQuery = () =>
  queryOptions({
    queryKey: platformKeys.feedbackStatus(),
    queryFn: ({ signal }) => callOperation(ops.getFeedbackStatus, {}, { signal }),
    staleTime: Infinity,
    retry: false,
  });
export const useFeedbackStatus = (enabled: boolean) => useQuery({ ...feedbackStatusQuery(), enabled });

/** An answer or 'Not now': the survey is no longer due (set at once), and every platform key is refreshed. */
export function useSubmitFeedback() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof ops.submitFeedback>) => callOperation(ops.submitFeedback, { body }),
    onSuccess: async () => {
      qc.setQueryData(platformKeys.feedbackStatus(), { due: false });
      await qc.invalidateQueries({
        queryKey: platformKeys.all,
        predicate: (query) => query.queryKey[1] !== 'feedback-status',
      });
    },
  });
}
