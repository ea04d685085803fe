import { z } from 'zod';

export const tokenResponse = z.object({ access_token: z.string() });

export const supplierDetails = z.object({
  id: z.number(),
  isStaff: z.boolean(),
  company: z.string(),
  bio: z.string().nullable(),
  abn: z.string().nullable(),
  accountName: z.string().nullable(),
  bsb: z.string().nullable(),
  accountNumber: z.string().nullable(),
  address: z.object({
    street: z.string().nullable(),
    suburb: z.string().nullable(),
    postcode: z.string().nullable(),
  }),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  state: z.string(),
  availableForNewCustomers: z.boolean(),
  substitutionPreferenceEnabled: z.boolean(),
  backgroundImageUrl: z.string().nullable(),
  image: z.string().nullable(),
  isEarlyDeliveryEnabled: z.boolean(),
  earlyDeliveryStartTime: z.string().nullable(),
  earlyDeliveryEndTime: z.string().nullable(),
  b2cEnabled: z.boolean(),
  activationDate: z.string().nullable(),
  thirdPartyDeliveryEnabled: z.boolean(),
});
export type SupplierDetails = z.infer<typeof supplierDetails>;
