import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationsContract as ops, type EmailKind, type NotificationPreferences } from '@portal/domain';
import { callOperation } from '../lib/api-client.ts';

/** Notification preferences and the e-mail log: every query key of the resource. */
export const notificationKeys = {
  all: ['suppliers', 'notifications'] as const,
  preferences: () => [...notificationKeys.all, 'preferences'] as const,
  log: (query: EmailLogQuery) => [...notificationKeys.all, 'log', query] as const,
};

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.preferences(),
    queryFn: ({ signal }) => callOperation(ops.getNotificationPreferences, {}, { signal }),
  });
export const useNotificationPreferences = () => useQuery(notificationsQueryOptions());

/** Every switch and the summary time, whole. */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPreferences) => callOperation(ops.putNotificationPreferences, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(notificationKeys.preferences(), saved);
      return queryClient.invalidateQueries({ queryKey: notificationKeys.all, refetchType: 'none' });
    },
  });
}

/** A page of the e-mail log, of one kind when `kind` is set. */
export type EmailLogQuery = { page: number; pageSize: number; kind?: EmailKind };

/** The e-mails sent for the current supplier (staff only), newest first. */
export const emailLogQuery = (query: EmailLogQuery) =>
  queryOptions({
    queryKey: notificationKeys.log(query),
    queryFn: ({ signal }) => callOperation(ops.listNotificationEmails, { query }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
export const useEmailLog = (query: EmailLogQuery) => useQuery(emailLogQuery(query));
