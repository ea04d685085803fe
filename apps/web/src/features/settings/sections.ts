/** The cards of the settings page, in the spec's order (spec 002 section 2). */
export const SECTIONS = [
  { key: 'OWNER_DETAILS', title: 'Owner Details' },
  { key: 'PRIMARY_ORDER_RECIPIENT', title: 'Primary Order Recipient', required: true },
  { key: 'ADDITIONAL_ORDER_RECIPIENT', title: 'Additional Order Recipient', staffOnly: true },
  { key: 'NEW_CUSTOMER_SET_UP', title: 'New customer set-up' },
  { key: 'UPDATED_DETAILS_RECIPIENT', title: 'Updated Details Recipient' },
  { key: 'REVIEWS_RECIPIENT', title: 'Reviews Recipient' },
  // Shown to everyone but labelled admin-only: only staff change it.
  { key: 'SUPPORT_CONTACT', title: 'Support Contact', adminLabel: true },
  { key: 'AFTER_HOURS_CONTACT', title: 'After Hours Contact' },
  { key: 'REMITTANCE_RECIPIENT', title: 'Remittance Recipient' },
  { key: 'BUSINESS_DETAILS', title: 'Business Details', required: true },
  { key: 'NEW_CUSTOMER_PREFERENCES', title: 'New Customer Preferences' },
  { key: 'BANK_DETAILS', title: 'Bank Details', staffOnly: true },
  { key: 'SUBSTITUTION_PREFERENCES', title: 'Substitution Preferences', staffOnly: true },
  { key: 'EARLY_DELIVERY_PREFERENCE', title: 'Early Delivery Preference', staffOnly: true },
  { key: '3PL_PREFERENCES', title: '3PL Preferences', staffOnly: true },
  { key: 'ENABLE_SUPPLIER_FOR_B2C', title: 'Enable supplier for B2C', staffOnly: true },
  { key: 'SUPPLIER_ACTIVATION_DATE', title: 'Supplier Activation Date', staffOnly: true },
  { key: 'STORE_INFORMATION', title: 'Store Information', staffOnly: true },
  { key: 'STORE_IMAGES', title: 'Store Images', staffOnly: true },
  { key: 'NOTIFICATIONS', title: 'Notifications' },
  { key: 'PASSWORD', title: 'Password' },
] as const satisfies ReadonlyArray<{
  key: string;
  title: string;
  staffOnly?: boolean;
  adminLabel?: boolean;
  required?: boolean;
}>;

export type Section = (typeof SECTIONS)[number];

/** 'business-details' → 'BUSINESS_DETAILS' (the query parameter is upper-cased, dashes to underscores). */
export const sectionKeyFromParam = (value: string | null): string | null =>
  value ? value.trim().toUpperCase().replace(/-/g, '_') : null;

/** 'BUSINESS_DETAILS' → 'business-details' */
export const sectionParam = (key: string) => key.toLowerCase().replace(/_/g, '-');

export const isAdminSection = (s: Section) =>
  ('staffOnly' in s && s.staffOnly) || ('adminLabel' in s && s.adminLabel);

export const SECTION_SCROLL_OFFSET_PX = 122;
export const SECTION_HIGHLIGHT_MS = 1600;
