import type { Role } from '@portal/domain';
import { hashPassword } from '../../modules/auth/auth.service.ts';
import type { Db } from '../client.ts';
import { suppliers, users } from '../schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './world.ts';

export async function seedAccounts(db: Db) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const person = (email: string, supplierId: number, role: Role, firstName: string, lastName: string) => ({
    email,
    passwordHash,
    supplierId,
    role,
    firstName,
    lastName,
    name: `${firstName} ${lastName}`,
  });
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
      person(DEMO_ACCOUNTS.supplier, harbour!.id, 'owner', 'Maria', 'Costa'),
      person(DEMO_ACCOUNTS.supplier2, southern!.id, 'owner', 'Tom', 'Nguyen'),
      { email: DEMO_ACCOUNTS.staff, passwordHash, isStaff: true, name: 'Sam Staff' },
      person(DEMO_ACCOUNTS.supplier2Manager, southern!.id, 'manager', 'Priya', 'Shah'),
      // A person per role in Harbour Fresh's team (README lists them).
      person(DEMO_ACCOUNTS.manager, harbour!.id, 'manager', 'Omar', 'Haddad'),
      person(DEMO_ACCOUNTS.sales, harbour!.id, 'sales', 'Lucy', 'Tran'),
      person(DEMO_ACCOUNTS.warehouse, harbour!.id, 'warehouse', 'Ben', 'Walker'),
      person(DEMO_ACCOUNTS.accounts, harbour!.id, 'accounts', 'Grace', 'Okafor'),
    ])
    .returning({ id: users.id });
  return { supplierId: harbour!.id, supplier2Id: southern!.id, staffUserId: staff!.id };
}
