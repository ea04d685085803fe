import { useState } from 'react';
import {
  Box,
  FormControlLabel,
  MenuItem,
  Skeleton,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_PREFERENCE_OF,
  NOTIFICATION_RECIPIENTS_LABELS,
  SETTINGS_MESSAGES,
  SUMMARY_TIMES,
  type NotificationKind,
  type NotificationPreferences,
} from '@portal/domain';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { notifySuccess, notifyWarning } from '../../../lib/notify.ts';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../../../api/notifications.ts';
import { reportSaveError } from '../save-errors.ts';
import { FormActions, SettingsCard, SummaryRow } from './settings-card.tsx';

/** The kinds with a plain on/off switch (the daily summary also has its time). */
const SWITCHED: Array<Exclude<NotificationKind, 'daily_summary'>> = [
  'new_order',
  'top_up_order',
  'order_changed',
  'order_cancelled',
  'new_review',
  'details_updated',
];

/** '07:00' → '7:00 am', '18:30' → '6:30 pm' */
export function timeLabel(hhmm: string): string {
  const h = Number(hhmm.slice(0, 2));
  const m = hhmm.slice(3, 5);
  return `${h % 12 === 0 ? 12 : h % 12}:${m} ${h < 12 ? 'am' : 'pm'}`;
}

const same = (a: NotificationPreferences, b: NotificationPreferences) =>
  (Object.keys(a) as Array<keyof NotificationPreferences>).every((k) => a[k] === b[k]);

type Props = { sectionKey: string; title: string; highlighted?: boolean };

/** Settings → Notifications: which e-mails the portal sends, and when the daily summary goes. */
export function NotificationsCard({ sectionKey, title, highlighted }: Props) {
  const prefs = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const [draft, setDraft] = useState<NotificationPreferences | null>(null);
  const [timeError, setTimeError] = useState<string | undefined>();

  const card = (children: React.ReactNode, onEdit?: () => void) => (
    <SettingsCard
      sectionKey={sectionKey}
      title={title}
      status={prefs.data ? 'complete' : 'none'}
      highlighted={highlighted}
      editing={!!draft}
      onEdit={onEdit}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        The e-mails we send to the recipients above when something happens.
      </Typography>
      {children}
    </SettingsCard>
  );

  if (prefs.isError)
    return card(
      <ErrorPanel
        message={NOTIFICATION_MESSAGES.loadFailed}
        error={prefs.error}
        onRetry={() => void prefs.refetch()}
      />,
    );
  if (!prefs.data)
    return card(
      <Box aria-busy="true" aria-label="Loading notification settings">
        {SWITCHED.map((k) => (
          <Skeleton key={k} height={28} />
        ))}
      </Box>,
    );

  const current = prefs.data;
  const onOff = (on: boolean) => (on ? 'On' : 'Off');

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    if (same(draft, current)) {
      notifyWarning(SETTINGS_MESSAGES.nothingToUpdate);
      return;
    }
    try {
      await save.mutateAsync(draft);
      notifySuccess(NOTIFICATION_MESSAGES.saved);
      setDraft(null);
      setTimeError(undefined);
    } catch (error) {
      reportSaveError(
        error,
        'notifications',
        (field, message) => field === 'dailySummaryTime' && setTimeError(message),
        NOTIFICATION_MESSAGES.saveFailed,
      );
    }
  };

  if (!draft) {
    return card(
      <>
        {SWITCHED.map((kind) => (
          <SummaryRow
            key={kind}
            label={NOTIFICATION_KIND_LABELS[kind]}
            value={onOff(current[NOTIFICATION_PREFERENCE_OF[kind]])}
          />
        ))}
        <SummaryRow
          label={NOTIFICATION_KIND_LABELS.daily_summary}
          value={current.dailySummary ? `On, at ${timeLabel(current.dailySummaryTime)}` : 'Off'}
        />
      </>,
      () => setDraft(current),
    );
  }

  const toggle = (key: Exclude<keyof NotificationPreferences, 'dailySummaryTime'>) => (
    <Switch checked={draft[key]} onChange={(e) => setDraft({ ...draft, [key]: e.target.checked })} />
  );

  return card(
    <Box component="form" noValidate onSubmit={submit} aria-label={`${title} form`}>
      <Stack spacing={0.5}>
        {SWITCHED.map((kind) => (
          <FormControlLabel
            key={kind}
            control={toggle(NOTIFICATION_PREFERENCE_OF[kind])}
            label={
              <span>
                {NOTIFICATION_KIND_LABELS[kind]}
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                  To: {NOTIFICATION_RECIPIENTS_LABELS[kind]}
                </Typography>
              </span>
            }
          />
        ))}
        <FormControlLabel
          control={toggle('dailySummary')}
          label={
            <span>
              {NOTIFICATION_KIND_LABELS.daily_summary}
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                Tomorrow&apos;s orders, their value and the items out of stock. To:{' '}
                {NOTIFICATION_RECIPIENTS_LABELS.daily_summary}
              </Typography>
            </span>
          }
        />
        <TextField
          select
          label="Daily summary time"
          value={draft.dailySummaryTime}
          onChange={(e) => {
            setDraft({ ...draft, dailySummaryTime: e.target.value });
            setTimeError(undefined);
          }}
          disabled={!draft.dailySummary}
          error={!!timeError}
          helperText={timeError ?? 'In your business time zone'}
          sx={{ maxWidth: 260, mt: 1 }}
        >
          {SUMMARY_TIMES.map((t) => (
            <MenuItem key={t} value={t}>
              {timeLabel(t)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <FormActions
        onCancel={() => {
          setDraft(null);
          setTimeError(undefined);
        }}
        submitLabel="Save"
        busy={save.isPending}
      />
    </Box>,
  );
}
