import { describe, expect, it } from 'vitest';
import type { SupplierDetails } from '../../api/auth.ts';
import { invalidRequiredSections } from './details-sections.tsx';
import { SECTIONS, sectionKeyFromParam, sectionParam } from './sections.ts';

const base = {
  firstName: 'Maria',
  lastName: 'Costa',
  email: 'maria@example.com',
  phone: '0298765432',
  address: { street: '1 Road', suburb: 'Homebush', postcode: '2140' },
} as SupplierDetails;

describe('settings sections', () => {
  it('maps the section parameter to a card key and back', () => {
    expect(sectionKeyFromParam('business-details')).toBe('BUSINESS_DETAILS');
    expect(sectionKeyFromParam('3pl-preferences')).toBe('3PL_PREFERENCES');
    for (const s of SECTIONS) expect(sectionKeyFromParam(sectionParam(s.key))).toBe(s.key);
  });

  it('lists the sections in the order of the spec', () => {
    expect(SECTIONS.map((s) => s.title)).toEqual([
      'Owner Details',
      'Primary Order Recipient',
      'Additional Order Recipient',
      'New customer set-up',
      'Updated Details Recipient',
      'Reviews Recipient',
      'Support Contact',
      'After Hours Contact',
      'Remittance Recipient',
      'Business Details',
      'New Customer Preferences',
      'Bank Details',
      'Substitution Preferences',
      'Early Delivery Preference',
      '3PL Preferences',
      'Enable supplier for B2C',
      'Supplier Activation Date',
      'Store Information',
      'Store Images',
      // Not in the spec: before Password (docs/decisions.md).
      'Notifications',
      'Password',
    ]);
  });

  it('marks the primary order recipient and business details when a required field is missing', () => {
    expect(invalidRequiredSections(base)).toEqual(new Set());
    expect(invalidRequiredSections({ ...base, phone: null })).toEqual(new Set(['PRIMARY_ORDER_RECIPIENT']));
    expect(
      invalidRequiredSections({ ...base, address: { street: '1 Road', suburb: null, postcode: '99' } }),
    ).toEqual(new Set(['BUSINESS_DETAILS']));
  });
});
