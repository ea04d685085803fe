import { eq } from 'drizzle-orm';
import { CONTACT_TYPE, CONTACT_TYPES } from '@portal/domain';
import type { Db } from '../client.ts';
import { contacts, contactTypes, suppliers } from '../schema/index.ts';
import type { DemoWorld } from './world.ts';

/**
 * Settings of the demo world: every section of the demo supplier complete, contacts in each role.
 * The second supplier keeps its missing primary order recipient phone (see accounts.seed.ts) so the
 * settings warning can be seen.
 */
export async function seedSettings(db: Db, world: DemoWorld): Promise<void> {
  await db
    .insert(contactTypes)
    .values(CONTACT_TYPES.map((t) => ({ id: t.id, name: t.name, label: t.label })))
    .onConflictDoNothing();

  await db
    .update(suppliers)
    .set({
      isEarlyDeliveryEnabled: true,
      earlyDeliveryStartTime: '04:00:00',
      earlyDeliveryEndTime: '06:00:00',
      thirdPartyDeliveryEnabled: false,
      b2cEnabled: false,
    })
    .where(eq(suppliers.id, world.supplierId));

  const T = CONTACT_TYPE;
  await db.insert(contacts).values([
    {
      supplierId: world.supplierId,
      contactTypeId: T.OWNER,
      firstName: 'George',
      lastName: 'Costa',
      email: 'george@harbourfresh.example.com',
      phone: '0412 345 678',
    },
    {
      supplierId: world.supplierId,
      contactTypeId: T.ADDITIONAL_ORDER_RECIPIENT,
      firstName: 'Priya',
      lastName: 'Shah',
      email: 'orders@harbourfresh.example.com',
      phone: '0298765400',
    },
    {
      supplierId: world.supplierId,
      contactTypeId: T.NEW_CUSTOMER_SETUP,
      firstName: 'Leo',
      lastName: 'Marsh',
      email: 'accounts@harbourfresh.example.com',
    },
    {
      supplierId: world.supplierId,
      contactTypeId: T.UPDATED_DETAILS_RECIPIENT,
      firstName: 'Leo',
      lastName: 'Marsh',
      email: 'accounts@harbourfresh.example.com',
    },
    {
      supplierId: world.supplierId,
      contactTypeId: T.REVIEWS,
      firstName: 'Maria',
      lastName: 'Costa',
      email: 'supplier@example.com',
    },
    {
      supplierId: world.supplierId,
      contactTypeId: T.SUPPORT,
      firstName: 'Dan',
      lastName: 'Okafor',
      email: 'support@harbourfresh.example.com',
      phone: '1300 555 123',
      contactHours: '6am - 4pm',
      contactDays: 'Monday to Friday',
    },
    {
      supplierId: world.supplierId,
      contactTypeId: T.AFTER_HOURS,
      firstName: 'Dan',
      lastName: 'Okafor',
      email: 'afterhours@harbourfresh.example.com',
      phone: '0411 222 333',
      contactHours: '4pm - 10pm',
      contactDays: 'Every day',
    },
    {
      supplierId: world.supplierId,
      contactTypeId: T.REMITTANCE,
      firstName: 'Leo',
      lastName: 'Marsh',
      email: 'remittance@harbourfresh.example.com',
    },
    {
      supplierId: world.supplier2Id,
      contactTypeId: T.OWNER,
      firstName: 'Tom',
      lastName: 'Nguyen',
      email: 'tom@southerncross.example.com',
      phone: '0398765432',
    },
  ]);
}
