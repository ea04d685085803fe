import { Fragment } from 'react';
import { Alert, Box, Stack, Typography } from '@mui/material';
import {
  addressSchema,
  bankDetailsSchema,
  CONTACT_TYPE,
  primaryOrderRecipientSchema,
  SETTINGS_MESSAGES,
  storeInformationSchema,
  type Contact,
} from '@portal/domain';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { useIsWide } from '../../lib/breakpoints.ts';
import { useMe, type SupplierDetails } from '../../api/auth.ts';
import type { LandingQueries } from '../../api/landing-data.ts';
import { notificationsQueryOptions } from '../../api/notifications.ts';
import { contactsQueryOptions, useContacts } from '../../api/settings.ts';
import { ActivationDateCard } from './components/activation-date-card.tsx';
import { ContactListCard, OwnerCard } from './components/contact-cards.tsx';
import { DetailsFormCard } from './components/details-form-card.tsx';
import { EarlyDeliveryCard } from './components/early-delivery-card.tsx';
import { NotificationsCard } from './components/notifications-card.tsx';
import { PasswordCard } from './components/password-card.tsx';
import { SettingsNav } from './components/settings-nav.tsx';
import { SummaryRow } from './components/settings-card.tsx';
import { StoreImagesCard } from './components/store-images-card.tsx';
import { ToggleSettingCard } from './components/toggle-setting-card.tsx';
import { SECTIONS, type Section } from './sections.ts';
import { useSectionScroll } from './use-section-scroll.ts';

const text = (v: string | null | undefined) => v ?? '';

/** The two sections the link list checks (spec 002 section 2). */
export function invalidRequiredSections(me: SupplierDetails): Set<string> {
  const invalid = new Set<string>();
  const recipient = primaryOrderRecipientSchema.safeParse({
    firstName: text(me.firstName),
    lastName: text(me.lastName),
    email: text(me.email),
    phone: text(me.phone),
  });
  if (!recipient.success) invalid.add('PRIMARY_ORDER_RECIPIENT');
  const address = addressSchema.safeParse({
    street: text(me.address.street),
    suburb: text(me.address.suburb),
    postcode: text(me.address.postcode),
  });
  if (!address.success) invalid.add('BUSINESS_DETAILS');
  return invalid;
}

const LIST_TYPES: Partial<Record<Section['key'], number>> = {
  ADDITIONAL_ORDER_RECIPIENT: CONTACT_TYPE.ADDITIONAL_ORDER_RECIPIENT,
  NEW_CUSTOMER_SET_UP: CONTACT_TYPE.NEW_CUSTOMER_SETUP,
  UPDATED_DETAILS_RECIPIENT: CONTACT_TYPE.UPDATED_DETAILS_RECIPIENT,
  REVIEWS_RECIPIENT: CONTACT_TYPE.REVIEWS,
  SUPPORT_CONTACT: CONTACT_TYPE.SUPPORT,
  AFTER_HOURS_CONTACT: CONTACT_TYPE.AFTER_HOURS,
  REMITTANCE_RECIPIENT: CONTACT_TYPE.REMITTANCE,
};

type AdminToggle = {
  /** The one boolean of the supplier that the card shows and saves. */
  field: 'substitutionPreferenceEnabled' | 'thirdPartyDeliveryEnabled' | 'b2cEnabled';
  thing: string;
  label: string;
  summaryOn: string;
  summaryOff: string;
};

/** The staff-only yes/no preferences: the same card, differing only in field and wording. */
const ADMIN_TOGGLES: Partial<Record<Section['key'], AdminToggle>> = {
  SUBSTITUTION_PREFERENCES: {
    field: 'substitutionPreferenceEnabled',
    thing: 'substitution preferences',
    label: 'Allow substitutions',
    summaryOn: 'Substitutions are allowed.',
    summaryOff: 'Substitutions are not allowed.',
  },
  '3PL_PREFERENCES': {
    field: 'thirdPartyDeliveryEnabled',
    thing: '3PL preferences',
    label: 'Third-party delivery (3PL)',
    summaryOn: 'Orders are delivered by a third-party logistics provider.',
    summaryOff: 'Third-party delivery is off.',
  },
  ENABLE_SUPPLIER_FOR_B2C: {
    field: 'b2cEnabled',
    thing: 'B2C settings',
    label: 'Enabled for B2C',
    summaryOn: 'This supplier sells to consumers (B2C).',
    summaryOff: 'This supplier is not enabled for B2C.',
  },
};

/**
 * A landing on the settings draws its contacts and notification choices at once (api/landing-data.ts; the
 * supplier's details come with the layout's loader).
 */
export const landingQueries: LandingQueries = () => [contactsQueryOptions(), notificationsQueryOptions()];

export function SettingsPage() {
  const me = useMe();
  const contacts = useContacts();
  const wide = useIsWide();
  const ready = !!me.data && !!contacts.data;
  const highlighted = useSectionScroll(ready);

  if (me.isError || contacts.isError) {
    return (
      <>
        <PageHeader title="Settings" />
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
        <PageHeader title="Settings" />
        <PageLoading label="Loading settings" />
      </>
    );
  }

  const details = me.data;
  const isStaff = details.isStaff;
  const visible = SECTIONS.filter((s) => isStaff || !('staffOnly' in s && s.staffOnly));
  const invalid = invalidRequiredSections(details);
  const ofType = (id: number): Contact[] => contacts.data.filter((c) => c.contactTypeId === id);

  const card = (s: Section) => {
    const common = { sectionKey: s.key, title: s.title, highlighted: highlighted === s.key };
    const adminOnly = isStaff && (('staffOnly' in s && s.staffOnly) || ('adminLabel' in s && s.adminLabel));
    const listType = LIST_TYPES[s.key];
    if (listType !== undefined) {
      const staffOnlyEdit = s.key === 'SUPPORT_CONTACT' || s.key === 'ADDITIONAL_ORDER_RECIPIENT';
      return (
        <ContactListCard
          {...common}
          contactTypeId={listType}
          contacts={ofType(listType)}
          adminOnly={adminOnly || s.key === 'SUPPORT_CONTACT'}
          canEdit={isStaff || !staffOnlyEdit}
          canDelete={isStaff}
        />
      );
    }
    const toggle = ADMIN_TOGGLES[s.key];
    if (toggle) {
      const { field, ...wording } = toggle;
      return (
        <ToggleSettingCard
          {...common}
          {...wording}
          adminOnly={adminOnly}
          value={details[field]}
          toBody={(v) => ({ [field]: v })}
          failureMessage={SETTINGS_MESSAGES.adminSettingsFailed}
        />
      );
    }
    switch (s.key) {
      case 'OWNER_DETAILS':
        return (
          <OwnerCard
            {...common}
            contactTypeId={CONTACT_TYPE.OWNER}
            owner={ofType(CONTACT_TYPE.OWNER)[0] ?? null}
          />
        );
      case 'PRIMARY_ORDER_RECIPIENT':
        return (
          <DetailsFormCard
            {...common}
            thing="primary order recipient"
            status={invalid.has(s.key) ? 'invalid' : 'complete'}
            schema={primaryOrderRecipientSchema}
            fields={[
              { name: 'firstName', label: 'First name', required: true, autoComplete: 'given-name' },
              { name: 'lastName', label: 'Last name', required: true, autoComplete: 'family-name' },
              { name: 'email', label: 'Email', required: true, type: 'email', autoComplete: 'email' },
              { name: 'phone', label: 'Phone', required: true, type: 'tel', autoComplete: 'tel' },
            ]}
            values={{
              firstName: text(details.firstName),
              lastName: text(details.lastName),
              email: text(details.email),
              phone: text(details.phone),
            }}
            toBody={(v) => v as never}
            summary={
              <>
                <SummaryRow
                  label="Name"
                  value={[details.firstName, details.lastName].filter(Boolean).join(' ')}
                />
                <SummaryRow label="Email" value={details.email} />
                <SummaryRow label="Phone" value={details.phone} />
              </>
            }
          />
        );
      case 'BUSINESS_DETAILS':
        return (
          <DetailsFormCard
            {...common}
            thing="business details"
            status={invalid.has(s.key) ? 'invalid' : 'complete'}
            schema={addressSchema}
            fields={[
              { name: 'street', label: 'Street', required: true, autoComplete: 'street-address' },
              { name: 'suburb', label: 'Suburb', required: true, autoComplete: 'address-level2' },
              {
                name: 'postcode',
                label: 'Postcode',
                required: true,
                inputMode: 'numeric',
                autoComplete: 'postal-code',
              },
            ]}
            values={{
              street: text(details.address.street),
              suburb: text(details.address.suburb),
              postcode: text(details.address.postcode),
            }}
            toBody={(v) => ({ address: v as { street: string; suburb: string; postcode: string } })}
            summary={
              <>
                <SummaryRow label="Street" value={details.address.street} />
                <SummaryRow label="Suburb" value={details.address.suburb} />
                <SummaryRow label="Postcode" value={details.address.postcode} />
                <SummaryRow label="State" value={details.state} />
                <SummaryRow label="ABN" value={details.abn} />
              </>
            }
          />
        );
      case 'NEW_CUSTOMER_PREFERENCES':
        return (
          <ToggleSettingCard
            {...common}
            thing="new customer preferences"
            label="Available for new customers"
            description="Whether new venues can find you and place a first order."
            value={details.availableForNewCustomers}
            summaryOn="You are accepting new customers."
            summaryOff="You are not accepting new customers."
            toBody={(v) => ({ availableForNewCustomers: v })}
          />
        );
      case 'BANK_DETAILS':
        return (
          <DetailsFormCard
            {...common}
            adminOnly={adminOnly}
            thing="bank details"
            status={
              bankDetailsSchema.safeParse({
                accountName: text(details.accountName),
                bsb: text(details.bsb),
                accountNumber: text(details.accountNumber),
              }).success
                ? 'complete'
                : 'none'
            }
            schema={bankDetailsSchema}
            fields={[
              { name: 'accountName', label: 'Account name', required: true },
              { name: 'bsb', label: 'BSB', required: true, inputMode: 'numeric' },
              { name: 'accountNumber', label: 'Account number', required: true, inputMode: 'numeric' },
            ]}
            values={{
              accountName: text(details.accountName),
              bsb: text(details.bsb),
              accountNumber: text(details.accountNumber),
            }}
            toBody={(v) => v as never}
            summary={
              <>
                <SummaryRow label="Account name" value={details.accountName} />
                <SummaryRow label="BSB" value={details.bsb} />
                <SummaryRow label="Account number" value={details.accountNumber} />
              </>
            }
          />
        );
      case 'NOTIFICATIONS':
        return <NotificationsCard {...common} />;
      case 'EARLY_DELIVERY_PREFERENCE':
        return <EarlyDeliveryCard key={s.key} me={details} highlighted={common.highlighted} />;
      case 'SUPPLIER_ACTIVATION_DATE':
        return <ActivationDateCard key={s.key} me={details} highlighted={common.highlighted} />;
      case 'STORE_INFORMATION':
        return (
          <DetailsFormCard
            {...common}
            adminOnly={adminOnly}
            thing="store information"
            status={
              storeInformationSchema.safeParse({ company: details.company, bio: text(details.bio) }).success
                ? 'complete'
                : 'none'
            }
            schema={storeInformationSchema}
            fields={[
              { name: 'company', label: 'Store name', required: true },
              { name: 'bio', label: 'Description', required: true, multiline: true },
            ]}
            values={{ company: details.company, bio: text(details.bio) }}
            toBody={(v) => v as never}
            summary={
              <>
                <SummaryRow label="Store name" value={details.company} />
                <SummaryRow label="Description" value={details.bio} />
              </>
            }
          />
        );
      case 'STORE_IMAGES':
        return <StoreImagesCard key={s.key} me={details} highlighted={common.highlighted} />;
      case 'PASSWORD':
        return <PasswordCard key={s.key} isStaff={isStaff} highlighted={common.highlighted} />;
      default:
        return null;
    }
  };

  return (
    <>
      <PageHeader title="Settings" />
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
            <Fragment key={s.key}>{card(s)}</Fragment>
          ))}
        </Stack>
      </Box>
    </>
  );
}
