import type { ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import {
  addressSchema,
  bankDetailsSchema,
  primaryOrderRecipientSchema,
  storeInformationSchema,
  type SupplierUpdateBody,
} from '@portal/domain';
import type { SupplierDetails } from '../../api/auth.ts';
import { DetailsFormCard, type DetailsField } from './components/details-form-card.tsx';
import { SummaryRow } from './components/settings-card.tsx';
import type { Section } from './sections.ts';

const text = (v: string | null | undefined) => v ?? '';

/**
 * A settings card whose form is a few text fields of the supplier's details: its schema, fields, how its
 * values are read from the details and how the parsed form becomes the PATCH body, typed end to end.
 */
type DetailsSection<In extends FieldValues, Out extends FieldValues> = {
  thing: string;
  schema: z.ZodType<Out, In>;
  fields: DetailsField<Path<In>>[];
  fromDetails: (details: SupplierDetails) => In;
  toBody: (parsed: Out) => SupplierUpdateBody;
  summary: (details: SupplierDetails) => ReactNode;
  /** A required section is 'invalid' when incomplete (and listed above the cards); others are 'none'. */
  required?: boolean;
};

/** What the page gives every details card. */
export type DetailsCardProps = {
  sectionKey: Section['key'];
  title: string;
  highlighted: boolean;
  adminOnly?: boolean;
  details: SupplierDetails;
};

/** What the page needs of a details section: whether it is complete, and its card. */
type DetailsSectionEntry = {
  complete: (details: SupplierDetails) => boolean;
  required: boolean;
  card: (props: DetailsCardProps) => ReactNode;
};

/** A section with its types checked, kept as what the page needs. */
function detailsSection<In extends FieldValues, Out extends FieldValues>(
  section: DetailsSection<In, Out>,
): DetailsSectionEntry {
  const complete = (details: SupplierDetails) =>
    section.schema.safeParse(section.fromDetails(details)).success;
  return {
    complete,
    required: section.required ?? false,
    card: ({ details, ...common }: DetailsCardProps) => (
      <DetailsFormCard
        {...common}
        thing={section.thing}
        status={complete(details) ? 'complete' : section.required ? 'invalid' : 'none'}
        schema={section.schema}
        fields={section.fields}
        values={section.fromDetails(details)}
        toBody={section.toBody}
        summary={section.summary(details)}
      />
    ),
  };
}

/** The four details cards of the settings page (spec 002 section 2), by section. */
export const DETAILS_SECTIONS: Partial<Record<Section['key'], DetailsSectionEntry>> = {
  PRIMARY_ORDER_RECIPIENT: detailsSection({
    thing: 'primary order recipient',
    required: true,
    schema: primaryOrderRecipientSchema,
    fields: [
      { name: 'firstName', label: 'First name', required: true, autoComplete: 'given-name' },
      { name: 'lastName', label: 'Last name', required: true, autoComplete: 'family-name' },
      { name: 'email', label: 'Email', required: true, type: 'email', autoComplete: 'email' },
      { name: 'phone', label: 'Phone', required: true, type: 'tel', autoComplete: 'tel' },
    ],
    fromDetails: (d) => ({
      firstName: text(d.firstName),
      lastName: text(d.lastName),
      email: text(d.email),
      phone: text(d.phone),
    }),
    toBody: (recipient) => recipient,
    summary: (d) => (
      <>
        <SummaryRow label="Name" value={[d.firstName, d.lastName].filter(Boolean).join(' ')} />
        <SummaryRow label="Email" value={d.email} />
        <SummaryRow label="Phone" value={d.phone} />
      </>
    ),
  }),
  BUSINESS_DETAILS: detailsSection({
    thing: 'business details',
    required: true,
    schema: addressSchema,
    fields: [
      { name: 'street', label: 'Street', required: true, autoComplete: 'street-address' },
      { name: 'suburb', label: 'Suburb', required: true, autoComplete: 'address-level2' },
      {
        name: 'postcode',
        label: 'Postcode',
        required: true,
        inputMode: 'numeric',
        autoComplete: 'postal-code',
      },
    ],
    fromDetails: (d) => ({
      street: text(d.address.street),
      suburb: text(d.address.suburb),
      postcode: text(d.address.postcode),
    }),
    toBody: (address) => ({ address }),
    summary: (d) => (
      <>
        <SummaryRow label="Street" value={d.address.street} />
        <SummaryRow label="Suburb" value={d.address.suburb} />
        <SummaryRow label="Postcode" value={d.address.postcode} />
        <SummaryRow label="State" value={d.state} />
        <SummaryRow label="ABN" value={d.abn} />
      </>
    ),
  }),
  BANK_DETAILS: detailsSection({
    thing: 'bank details',
    schema: bankDetailsSchema,
    fields: [
      { name: 'accountName', label: 'Account name', required: true },
      { name: 'bsb', label: 'BSB', required: true, inputMode: 'numeric' },
      { name: 'accountNumber', label: 'Account number', required: true, inputMode: 'numeric' },
    ],
    fromDetails: (d) => ({
      accountName: text(d.accountName),
      bsb: text(d.bsb),
      accountNumber: text(d.accountNumber),
    }),
    toBody: (bank) => bank,
    summary: (d) => (
      <>
        <SummaryRow label="Account name" value={d.accountName} />
        <SummaryRow label="BSB" value={d.bsb} />
        <SummaryRow label="Account number" value={d.accountNumber} />
      </>
    ),
  }),
  STORE_INFORMATION: detailsSection({
    thing: 'store information',
    schema: storeInformationSchema,
    fields: [
      { name: 'company', label: 'Store name', required: true },
      { name: 'bio', label: 'Description', required: true, multiline: true },
    ],
    fromDetails: (d) => ({ company: d.company, bio: text(d.bio) }),
    toBody: (store) => store,
    summary: (d) => (
      <>
        <SummaryRow label="Store name" value={d.company} />
        <SummaryRow label="Description" value={d.bio} />
      </>
    ),
  }),
};

/** The required sections that are incomplete, which the link list and the warning name (spec 002 section 2). */
export function invalidRequiredSections(me: SupplierDetails): Set<string> {
  return new Set(
    Object.entries(DETAILS_SECTIONS)
      .filter(([, section]) => section?.required && !section.complete(me))
      .map(([key]) => key),
  );
}
