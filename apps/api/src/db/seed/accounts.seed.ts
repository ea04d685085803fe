import { hashPassword } from '../../modules/auth/auth.service.ts';
import type { Db } from '../client.ts';
import { suppliers, users } from '../schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './world.ts';

export async function seedAccounts(db: Db) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const [harbour, southern] = await db
    .insert(suppliers)
    .values([
      {
        company: 'Harbour Fresh Wholesale',
        bio: 'Family-run Sydney wholesaler supplying fruit, vegetables, meat, dairy and pantry lines to restaurants and cafes since 1998.',
        abn: '51 824 753 556',
        accountName: 'Harbour Fresh Wholesale Pty Ltd',
        bsb: '062-000',
        accountNumber: '12345678',
        street: '250 Parramatta Road',
        suburb: 'Homebush West',
        postcode: '2140',
        state: 'NSW',
        firstName: 'Maria',
        lastName: 'Costa',
        email: DEMO_ACCOUNTS.supplier,
        phone: '0298765432',
        availableForNewCustomers: true,
        substitutionPreferenceEnabled: true,
        activationDate: '2024-03-01',
      },
      {
        company: 'Southern Cross Meats',
        bio: 'Melbourne butcher supplying premium cuts.',
        abn: '33 051 775 556',
        street: '12 Footscray Road',
        suburb: 'West Melbourne',
        postcode: '3003',
        state: 'VIC',
        // Left incomplete on purpose so the settings warning can be seen: no primary order recipient phone.
        firstName: 'Tom',
        lastName: 'Nguyen',
        email: DEMO_ACCOUNTS.supplier2,
        phone: null,
      },
    ])
    .returning({ id: suppliers.id });
  const [, , staff] = await db
    .insert(users)
    .values([
      { email: DEMO_ACCOUNTS.supplier, passwordHash, supplierId: harbour!.id, name: 'Maria Costa' },
      { email: DEMO_ACCOUNTS.supplier2, passwordHash, supplierId: southern!.id, name: 'Tom Nguyen' },
      { email: DEMO_ACCOUNTS.staff, passwordHash, isStaff: true, name: 'Sam Staff' },
      { email: DEMO_ACCOUNTS.supplier2Manager, passwordHash, supplierId: southern!.id, name: 'Priya Shah' },
    ])
    .returning({ id: users.id });
  return { supplierId: harbour!.id, supplier2Id: southern!.id, staffUserId: staff!.id };
}
