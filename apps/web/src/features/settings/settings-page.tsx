import { Fragment } from 'react';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { SETTINGS_MESSAGES } from '@portal/domain';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { pageHeaderAt } from '../../app/page-manifest.ts';
import { paths } from '../../lib/paths.ts';
import { PageLoading } from '../../components/page-loading.tsx';
import { useHolds } from '../../lib/access.ts';
import { useIsWide } from '../../lib/breakpoints.ts';
import { useMe } from '../../api/auth.ts';
import type { LandingQueries } from '../../api/landing-data.ts';
import { notificationsQueryOptions } from '../../api/notifications.ts';
import { contactsQueryOptions, useContacts } from '../../api/settings.ts';
import { SettingsNav } from './components/settings-nav.tsx';
import { invalidRequiredSections } from './details-sections.tsx';
import { sectionCard } from './section-cards.tsx';
import { SECTIONS } from './sections.ts';
import { useSectionScroll } from './use-section-scroll.ts';

/**
 * A landing on the settings draws its contacts and notification choices at once (api/landing-data.ts; the
 * supplier's details come with the layout's loader).
 */
export const landingQueries: LandingQueries = () => [contactsQueryOptions(), notificationsQueryOptions()];

export function SettingsPage() {
  const me = useMe();
  const contacts = useContacts();
  const mayBank = useHolds();
  const wide = useIsWide();
  const ready = !!me.data && !!contacts.data;
  const highlighted = useSectionScroll(ready);

  if (me.isError || contacts.isError) {
    return (
      <>
        <PageHeader {...pageHeaderAt(paths.settings)} />
        <ErrorPanel
          message={SETTINGS_MESSAGES.loadFailed}
          error={me.error ?? contacts.error}
          onRetry={() => {
            void me.refetch();
            void contacts.refetch();
          }}
        />
      </>
    );
  }
  if (!me.data || !contacts.data) {
    return (
      <>
        <PageHeader {...pageHeaderAt(paths.settings)} />
        <PageLoading label="Loading settings" />
      </>
    );
  }

  const details = me.data;
  const isStaff = details.isStaff;
  // Bank details are the owner's and, in this screen, changed by staff only (spec 002).
  const visible = SECTIONS.filter(
    (s) =>
      (isStaff || !('staffOnly' in s && s.staffOnly)) && (s.key !== 'BANK_DETAILS' || mayBank('bankDetails')),
  );
  const invalid = invalidRequiredSections(details);
  const context = { details, contacts: contacts.data, isStaff };

  return (
    <>
      <PageHeader {...pageHeaderAt(paths.settings)} />
      {invalid.size > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          <Typography variant="body2">
            Some required settings are incomplete:{' '}
            {visible
              .filter((s) => invalid.has(s.key))
              .map((s) => s.title)
              .join(', ')}
            .
          </Typography>
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: wide ? '240px minmax(0, 1fr)' : '1fr',
          gap: 3,
          alignItems: 'start',
        }}
      >
        {wide && <SettingsNav sections={visible} invalid={invalid} />}
        <Stack spacing={2} sx={{ maxWidth: 900, minWidth: 0 }}>
          {visible.map((s) => (
            <Fragment key={s.key}>
              {sectionCard(s, { ...context, highlighted: highlighted === s.key })}
            </Fragment>
          ))}
        </Stack>
      </Box>
    </>
  );
}
