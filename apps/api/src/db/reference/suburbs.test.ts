import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { rawRows } from '../raw-rows.ts';
import { suburbs } from '../schema/index.ts';
import { loadReferenceData, readSuburbsCsv, referenceStamp } from './load-reference-data.ts';
import {
  cleanSuburbs,
  DELIVERY_POSTCODES_IN_PO_BOX_RANGES,
  NON_LOCALITY_NAMES,
  NON_LOCALITY_PATTERNS,
  PO_BOX_POSTCODES,
  rejection,
  suburbKey,
  titleCase,
  type SuburbRow,
} from './suburb-rules.ts';

const here = import.meta.dirname;
const line = (r: SuburbRow) => `${r.postcode}|${r.name}|${r.state}`;

function readCsv(file: string): SuburbRow[] {
  return readFileSync(path.join(here, file), 'utf8')
    .split('\n')
    .slice(1)
    .filter(Boolean)
    .map((l) => {
      const m = /^(\d{4}),("?)(.*)\2,([A-Z]{2,3})$/.exec(l)!;
      return { postcode: m[1]!, name: m[3]!, state: m[4]! };
    });
}

/**
 * Every row an earlier suburbs.csv shipped that the current one does not: what databases loaded before
 * migration 0025 may still hold (PO boxes, shopping-centre and military post offices, 'O’connor', …).
 */
const REMOVED = readCsv('suburbs-removed.fixture.csv');
const csv = readSuburbsCsv();
const MIGRATION = readFileSync(path.join(here, '../migrations/0025_delivery_localities.sql'), 'utf8');
const has = (postcode: string, name: string, state: string) =>
  csv.some((r) => r.postcode === postcode && r.name === name && r.state === state);

describe('suburbs.csv', () => {
  it('holds none of the reported non-delivery entries, and the delivery localities beside them', () => {
    expect(has('1350', 'Woollahra', 'NSW')).toBe(false);
    expect(has('1485', 'Kogarah', 'NSW')).toBe(false);
    expect(csv.filter((r) => r.state === 'WA' && +r.postcode >= 6800 && +r.postcode <= 6999)).toEqual([]);
    expect(has('0801', 'Darwin', 'NT')).toBe(false);
    expect(has('7001', 'Hobart', 'TAS')).toBe(false);
    expect(has('2022', 'Bondi Junction Plaza', 'NSW')).toBe(false);
    expect(has('4000', 'Brisbane-City', 'QLD')).toBe(false);
    expect(csv.filter((r) => /’/.test(r.name))).toEqual([]);
    const facilities =
      /Plaza|Shopping| Westfield| Mall$|RAAF|HMAS|Barracks|Milpo|Army|Navy|Military|Defence/i;
    expect(csv.filter((r) => facilities.test(r.name))).toEqual([]);

    expect(has('2025', 'Woollahra', 'NSW')).toBe(true);
    expect(has('2217', 'Kogarah', 'NSW')).toBe(true);
    expect(has('0800', 'Darwin', 'NT')).toBe(true);
    expect(has('7000', 'Hobart', 'TAS')).toBe(true);
    expect(has('2022', 'Bondi Junction', 'NSW')).toBe(true);
    expect(has('4000', 'Brisbane City', 'QLD')).toBe(true);
    expect(has('2602', "O'Connor", 'ACT')).toBe(true);
    expect(has('5223', "Stun'Sail Boom", 'SA')).toBe(true);
    // Localities whose names look like facilities stay.
    for (const [postcode, name, state] of [
      ['5950', 'Adelaide Airport', 'SA'],
      ['6111', 'Westfield', 'WA'],
      ['6165', 'Naval Base', 'WA'],
      ['3555', 'Golden Square', 'VIC'],
      ['4114', 'Logan Central', 'QLD'],
      ['5168', 'Noarlunga Centre', 'SA'],
      ['2354', 'Walcha Road', 'NSW'],
      ['3172', 'Dingley Village', 'VIC'],
      ['3662', 'Puckapunyal', 'VIC'],
    ] as const) {
      expect(has(postcode, name, state), `${postcode} ${name}`).toBe(true);
    }
  });

  it('holds each suburb once by (postcode, lower(name), state), and once ignoring apostrophes and hyphens', () => {
    expect(new Set(csv.map((r) => `${r.postcode}|${r.name.toLowerCase()}|${r.state}`)).size).toBe(csv.length);
    expect(new Set(csv.map(suburbKey)).size).toBe(csv.length);
  });

  it('is exactly what the rules make of it: every row a delivery locality, title-cased', () => {
    expect(csv.filter((r) => rejection(r) !== null)).toEqual([]);
    expect(csv.filter((r) => titleCase(r.name) !== r.name)).toEqual([]);
    expect(cleanSuburbs(csv)).toEqual(csv);
    expect(csv.length).toBeGreaterThan(17000);
  });

  it('left out every removed row by a rule, or as another spelling of a row it keeps', () => {
    const keys = new Set(csv.map(suburbKey));
    expect(REMOVED.filter((r) => !rejection(r) && !keys.has(suburbKey(r)))).toEqual([]);
    expect(REMOVED.length).toBeGreaterThan(400);
  });

  it('migration 0025 spells out every rule of suburb-rules.ts in SQL', () => {
    const sqlText = (s: string) => `'${s.replace(/'/g, "''")}'`;
    for (const p of NON_LOCALITY_PATTERNS) expect(MIGRATION).toContain(sqlText(p));
    for (const n of NON_LOCALITY_NAMES) expect(MIGRATION).toContain(sqlText(n.toLowerCase()));
    for (const c of [...PO_BOX_POSTCODES, ...DELIVERY_POSTCODES_IN_PO_BOX_RANGES]) {
      expect(MIGRATION).toContain(sqlText(c));
    }
  });

  it.each([
    ['1350', 'Woollahra', 'NSW', 'po-box range'],
    ['6900', 'Leederville', 'WA', 'po-box range'],
    ['0906', 'Winnellie', 'NT', 'po-box range'],
    ['5950', 'Adelaide Airport', 'SA', null],
    ['0801', 'Darwin', 'NT', 'po-box postcode'],
    ['7001', 'Hobart', 'TAS', 'po-box postcode'],
    ['2022', 'Bondi Junction Plaza', 'NSW', 'postal facility'],
    ['2060', 'North Sydney Shoppingworld', 'NSW', 'postal facility'],
    ['2150', 'Parramatta Westfield', 'NSW', 'postal facility'],
    ['2250', 'Erina Fair', 'NSW', 'postal facility'],
    ['3920', 'HMAS Cerberus', 'VIC', 'postal facility'],
    ['4813', 'Lavarack Barracks', 'QLD', 'postal facility'],
    ['2890', 'Australian Defence Forces', 'NSW', 'postal facility'],
    ['6151', 'South Perth Angelo St', 'WA', 'postal facility'],
    ['2200', 'Bankstown Square', 'NSW', 'postal facility'],
    ['2000', 'Sydney', 'NSW', null],
    ['6111', 'Westfield', 'WA', null],
  ] as const)('%s %s %s: %s', (postcode, name, state, reason) => {
    expect(rejection({ postcode, name, state })).toBe(reason);
  });
});

describe('existing databases (migration 0025) and loadReferenceData', () => {
  let t: TestApp;
  const q = <T>(query: ReturnType<typeof sql>) => rawRows<T>(t.database.db, query);
  const idOf = async (postcode: string, name: string, state: string) =>
    (
      await q<{ id: number }>(
        sql`select id from suburbs where postcode = ${postcode} and name = ${name} and state = ${state}`,
      )
    )[0]!.id;
  const zoneId = async (name: string) =>
    (await q<{ id: number }>(sql`select id from delivery_zones where name = ${name}`))[0]!.id;
  type Link = { postcode: string; name: string; enabled: boolean; blocked: boolean };
  const byKey = (a: Link, b: Link) => (`${a.postcode}|${a.name}` < `${b.postcode}|${b.name}` ? -1 : 1);
  const links = async (zone: number) =>
    (
      await q<Link>(
        sql`select s.postcode, s.name, zs.enabled, zs.blocked from zone_suburbs zs join suburbs s on s.id = zs.suburb_id
            where zs.zone_id = ${zone}`,
      )
    ).sort(byKey);
  const tableRows = async () =>
    (await q<SuburbRow>(sql`select postcode, name, state from suburbs`)).map(line).sort();

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('the demo seed links delivery localities only', async () => {
    const linked = await q<SuburbRow>(
      sql`select distinct s.postcode, s.name, s.state from zone_suburbs zs join suburbs s on s.id = zs.suburb_id`,
    );
    expect(linked.length).toBeGreaterThan(50);
    expect(linked.filter((r) => rejection(r) !== null)).toEqual([]);
    const cbd = await links(await zoneId('Sydney CBD & East'));
    expect(cbd.filter((l) => l.postcode === '2022').map((l) => l.name)).toEqual([
      'Bondi Junction',
      'Queens Park',
    ]);
  });

  it('a database holding the old rows ends with exactly suburbs.csv, zones kept, their links moved or dropped', async () => {
    const db = t.database.db;
    await db.insert(suburbs).values(REMOVED).onConflictDoNothing();
    const cbd = await zoneId('Sydney CBD & East');
    const innerWest = await zoneId('Inner West');
    const before = await links(cbd);
    const link = async (zone: number, suburb: number, enabled: boolean, blocked = false) =>
      db.execute(
        sql`insert into zone_suburbs (zone_id, suburb_id, enabled, blocked) values (${zone}, ${suburb}, ${enabled}, ${blocked})`,
      );
    // As the seed left it before: Bondi Junction Plaza switched on in a published zone.
    await link(cbd, await idOf('2022', 'Bondi Junction Plaza', 'NSW'), true);
    await link(cbd, await idOf('2602', 'O’connor', 'ACT'), true);
    await link(cbd, await idOf('4000', 'Brisbane-City', 'QLD'), true, true);
    // One spelling on, the other off: the row that stays is on.
    await link(innerWest, await idOf('2795', 'O’connell', 'NSW'), true);
    await link(innerWest, await idOf('2795', "O'Connell", 'NSW'), false);
    // A published zone whose only suburb switched on is a PO box.
    const [po] = await q<{ id: number }>(
      sql`insert into delivery_zones (supplier_id, name, published) select supplier_id, 'PO boxes only', true
          from delivery_zones where id = ${cbd} returning id`,
    );
    await link(po!.id, await idOf('1350', 'Woollahra', 'NSW'), true);
    await link(po!.id, await idOf('2025', 'Woollahra', 'NSW'), false);
    const zonesBefore = await q<{ id: number }>(sql`select id from delivery_zones order by id`);
    // A curly spelling with no straight twin is renamed in place, keeping its links.
    await db.insert(suburbs).values({ postcode: '4000', name: 'D’testing Hill', state: 'QLD' });
    await link(innerWest, await idOf('4000', 'D’testing Hill', 'QLD'), true);

    await t.database.db.transaction(async (tx) => {
      for (const statement of MIGRATION.split('--> statement-breakpoint'))
        await tx.execute(sql.raw(statement));
    });

    expect((await links(innerWest)).filter((l) => l.postcode === '4000')).toEqual([
      { postcode: '4000', name: "D'Testing Hill", enabled: true, blocked: false },
    ]);
    await db.execute(
      sql`delete from zone_suburbs where suburb_id = ${await idOf('4000', "D'Testing Hill", 'QLD')}`,
    );
    await db.execute(sql`delete from suburbs where name = 'D''Testing Hill'`);
    expect(await tableRows()).toEqual(csv.map(line).sort());
    expect(await q<{ id: number }>(sql`select id from delivery_zones order by id`)).toEqual(zonesBefore);
    expect(await links(cbd)).toEqual(
      [
        ...before,
        { postcode: '2602', name: "O'Connor", enabled: true, blocked: false },
        { postcode: '4000', name: 'Brisbane City', enabled: false, blocked: true },
      ].sort(byKey),
    );
    expect((await links(innerWest)).filter((l) => l.postcode === '2795')).toEqual([
      { postcode: '2795', name: "O'Connell", enabled: true, blocked: false },
    ]);
    const zones = await q<{ id: number; published: boolean }>(
      sql`select id, published from delivery_zones where id in (${cbd}, ${po!.id}) order by id`,
    );
    expect(zones).toEqual([
      { id: cbd, published: true },
      { id: po!.id, published: false },
    ]);
    expect(await links(po!.id)).toEqual([
      { postcode: '2025', name: 'Woollahra', enabled: false, blocked: false },
    ]);

    // The next start inserts nothing (the migration cleared the stamp, so this compares), then stamps.
    expect(await loadReferenceData(db)).toEqual({ inserted: 0 });
    expect(await q(sql`select obj_description('suburbs'::regclass, 'pg_class') as c`)).toEqual([
      { c: referenceStamp() },
    ]);
    expect(await loadReferenceData(db)).toEqual({ inserted: 0 });
    expect(await tableRows()).toEqual(csv.map(line).sort());
  });

  it('loadReferenceData puts back a missing row even when an extra row keeps the count', async () => {
    const db = t.database.db;
    await db.execute(sql`delete from suburbs where postcode = '0872' and name = 'Amata' and state = 'SA'`);
    await db.execute(
      sql`insert into suburbs (postcode, name, state) values ('2022', 'Bondi Junction Plaza', 'NSW')`,
    );
    // Stamped: the table is taken as loaded (a migration that changes the table clears the stamp).
    expect(await loadReferenceData(db)).toEqual({ inserted: 0 });
    await db.execute(sql`comment on table suburbs is null`);
    expect(await loadReferenceData(db)).toEqual({ inserted: 1 });
    expect(await idOf('0872', 'Amata', 'SA')).toBeGreaterThan(0);
    // It never deletes: removing a row is a migration's work.
    expect(await idOf('2022', 'Bondi Junction Plaza', 'NSW')).toBeGreaterThan(0);
  });
});
