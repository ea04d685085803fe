import type { ReactNode } from 'react';
import { CONTACT_TYPE, SETTINGS_MESSAGES, type Contact } from '@portal/domain';
import type { SupplierDetails } from '../../api/auth.ts';
import { ActivationDateCard } from './components/activation-date-card.tsx';
import { ContactListCard, OwnerCard } from './components/contact-cards.tsx';
import { EarlyDeliveryCard } from './components/early-delivery-card.tsx';
import { NotificationsCard } from './components/notifications-card.tsx';
import { PasswordCard } from './components/password-card.tsx';
import { StoreImagesCard } from './components/store-images-card.tsx';
import { ToggleSettingCard } from './components/toggle-setting-card.tsx';
import { DETAILS_SECTIONS } from './details-sections.tsx';
import type { Section } from './sections.ts';

/** The contact-list sections and the contact type each lists. */
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

/** What a section's card is drawn from. */
export type SectionContext = {
  details: SupplierDetails;
  contacts: Contact[];
  isStaff: boolean;
  highlighted: boolean;
};

/** The card of a settings section: a details form, a contact list, a toggle or a card of its own. */
export function sectionCard(
  s: Section,
  { details, contacts, isStaff, highlighted }: SectionContext,
): ReactNode {
  const common = { sectionKey: s.key, title: s.title, highlighted };
  const adminOnly = isStaff && (('staffOnly' in s && s.staffOnly) || ('adminLabel' in s && s.adminLabel));
  const ofType = (id: number) => contacts.filter((c) => c.contactTypeId === id);
  const detailsSection = DETAILS_SECTIONS[s.key];
  if (detailsSection) return detailsSection.card({ ...common, adminOnly, details });
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
    case 'NOTIFICATIONS':
      return <NotificationsCard {...common} />;
    case 'EARLY_DELIVERY_PREFERENCE':
      return <EarlyDeliveryCard key={s.key} me={details} highlighted={highlighted} />;
    case 'SUPPLIER_ACTIVATION_DATE':
      return <ActivationDateCard key={s.key} me={details} highlighted={highlighted} />;
    case 'STORE_IMAGES':
      return <StoreImagesCard key={s.key} me={details} highlighted={highlighted} />;
    case 'PASSWORD':
      return <PasswordCard key={s.key} isStaff={isStaff} highlighted={highlighted} />;
    default:
      return null;
  }
}
