import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { loadReferenceData } from '../reference/load-reference-data.ts';
import { deliveryZones, suburbs, zoneDays, zoneSuburbs } from '../schema/index.ts';
import type { DemoWorld } from './world.ts';

type DemoZone = {
  name: string;
  published: boolean;
  minimumOrderTotal: number;
  cutoff: string;
  timeZone: string;
  /** Delivery weekdays (1 Monday); orders are due the day before, new customers two days before. */
  days: number[];
  blockedDays?: number[];
  postcodes: string[];
  /** Postcodes whose suburbs are in the zone but switched off. */
  offPostcodes?: string[];
  /** Suburb names kept blocked by the platform (always off). */
  blockedSuburbs?: string[];
};

const before = (day: number, n: number) => ((day - 1 - n + 7) % 7) + 1;

// Three published zones and one in preparation across Sydney's regions for the demo supplier.
const SUPPLIER_ZONES: DemoZone[] = [
  {
    name: 'Sydney CBD & East',
    published: true,
    minimumOrderTotal: 15000,
    cutoff: '22:00:00',
    timeZone: 'Australia/Sydney',
    days: [1, 2, 3, 4, 5],
    postcodes: ['2000', '2007', '2008', '2009', '2010', '2011', '2021', '2022', '2024', '2025', '2026'],
    blockedSuburbs: ['Barangaroo'],
  },
  {
    name: 'Inner West',
    published: true,
    minimumOrderTotal: 10000,
    cutoff: '20:00:00',
    timeZone: 'Australia/Sydney',
    days: [2, 4, 6],
    postcodes: ['2037', '2038', '2039', '2040', '2041', '2042', '2043', '2044', '2048', '2049', '2050'],
    offPostcodes: ['2044'],
  },
  {
    name: 'North Shore',
    published: true,
    minimumOrderTotal: 20000,
    cutoff: '18:00:00',
    timeZone: 'Australia/Sydney',
    days: [1, 3, 5],
    blockedDays: [7],
    postcodes: ['2060', '2061', '2062', '2063', '2064', '2065', '2066', '2067', '2068'],
  },
  {
    name: 'Western Sydney',
    published: false,
    minimumOrderTotal: 25000,
    cutoff: '23:59:59',
    timeZone: 'Australia/Sydney',
    days: [3],
    postcodes: ['2140', '2141', '2142', '2145', '2150', '2151'],
    offPostcodes: ['2141', '2142'],
  },
];

const SUPPLIER2_ZONES: DemoZone[] = [
  {
    name: 'Melbourne Inner',
    published: true,
    minimumOrderTotal: 12000,
    cutoff: '21:00:00',
    timeZone: 'Australia/Melbourne',
    days: [1, 2, 3, 4, 5],
    postcodes: ['3000', '3002', '3003', '3006', '3065', '3066', '3067'],
  },
];

async function insertZone(db: Db, supplierId: number, state: string, z: DemoZone): Promise<void> {
  const [zone] = await db
    .insert(deliveryZones)
    .values({
      supplierId,
      name: z.name,
      published: z.published,
      minimumOrderTotal: z.minimumOrderTotal,
      cutoff: z.cutoff,
      timeZone: z.timeZone,
    })
    .returning({ id: deliveryZones.id });
  const zoneId = zone!.id;
  await db.insert(zoneDays).values(
    [1, 2, 3, 4, 5, 6, 7].map((deliveryDay) => {
      const on = z.days.includes(deliveryDay);
      return {
        zoneId,
        deliveryDay,
        blocked: z.blockedDays?.includes(deliveryDay) ?? false,
        newCustomerOrderBy: on ? before(deliveryDay, 2) : null,
        existingCustomerOrderBy: on ? before(deliveryDay, 1) : null,
      };
    }),
  );
  const inState = await db
    .select()
    .from(suburbs)
    .where(and(inArray(suburbs.postcode, z.postcodes), eq(suburbs.state, state)));
  await db.insert(zoneSuburbs).values(
    inState.map((s) => {
      const blocked = z.blockedSuburbs?.includes(s.name) ?? false;
      return {
        zoneId,
        suburbId: s.id,
        blocked,
        enabled: !blocked && !(z.offPostcodes?.includes(s.postcode) ?? false),
      };
    }),
  );
}

export async function seedZones(db: Db, world: DemoWorld): Promise<void> {
  await loadReferenceData(db);
  for (const z of SUPPLIER_ZONES) await insertZone(db, world.supplierId, 'NSW', z);
  for (const z of SUPPLIER2_ZONES) await insertZone(db, world.supplier2Id, 'VIC', z);
}
