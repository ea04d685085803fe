import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import type { DeliveryZone, ZoneSuburbLink } from '@portal/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { readSuburbsCsv } from '../../db/reference/load-reference-data.ts';

let t: TestApp;
let h: { authorization: string };
let h2: { authorization: string };
let zones: DeliveryZone[];
const byName = (name: string) => zones.find((z) => z.name === name)!;

beforeAll(async () => {
  t = await createTestApp();
  h = await t.auth('supplier');
  h2 = await t.auth('supplier2');
  zones = (await t.app.inject({ method: 'GET', url: '/api/zones', headers: h })).json().data;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, headers = h) =>
  t.app.inject({ method, url: `/api/${url}`, headers, payload: payload as object });

/** Raw SQL rows on either engine (both drivers answer { rows }). */
async function rows<T>(query: SQL): Promise<T[]> {
  return ((await t.database.db.execute(query)) as { rows: T[] }).rows;
}

async function newZone(name = 'Test Zone', extra: object = {}): Promise<DeliveryZone> {
  const res = await call('POST', 'zones', { name, minimumOrderTotal: 5000, ...extra });
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe('reference data', () => {
  it('holds delivery localities only', () => {
    const names = readSuburbsCsv().map((s) => s.name);
    for (const gone of ['Parliament House', 'Brisbane Adelaide Street', 'Brisbane Gpo', 'Perth Gpo']) {
      expect(names).not.toContain(gone);
    }
    expect(names.filter((n) => /\b(Gpo|Po|Bc|Dc|Mc|Msc)$|Delivery Centre|\bStreet\b/i.test(n))).toEqual([]);
    // Military post offices went too (the full rules are checked in db/reference/suburbs.test.ts).
    expect(names.filter((n) => /\b(HMAS|RAAF)\b/i.test(n))).toEqual([]);
    expect(names).toContain('Noarlunga Centre');
  });

  it('holds every suburb of the shipped list once', async () => {
    const [row] = await rows<{ n: number }>(sql`select count(*)::int as n from suburbs`);
    expect(row!.n).toBe(readSuburbsCsv().length);
    expect(row!.n).toBeGreaterThan(17000);
  });
});

describe('GET /api/zones', () => {
  it("lists the supplier's zones sorted by name with days and enabled suburb counts", async () => {
    expect(zones.map((z) => z.name)).toEqual([
      'Inner West',
      'North Shore',
      'Sydney CBD & East',
      'Western Sydney',
    ]);
    const cbd = byName('Sydney CBD & East');
    expect(cbd).toMatchObject({
      published: true,
      minimumOrderTotal: 15000,
      cutoff: '22:00:00',
      timeZone: 'Australia/Sydney',
    });
    expect(cbd.deliveryDays).toHaveLength(7);
    expect(cbd.deliveryDays[0]).toEqual({
      deliveryDay: 1,
      enabled: true,
      blocked: false,
      newCustomerOrderBy: 6,
      existingCustomerOrderBy: 7,
    });
    expect(cbd.deliveryDays[6]!.enabled).toBe(false);
    const links: ZoneSuburbLink[] = (await call('GET', `zones/${cbd.id}/suburbs`)).json().data;
    expect(cbd.suburbCount).toBe(links.filter((l) => l.enabled).length);
    expect(byName('Western Sydney').published).toBe(false);
  });

  it('shows another supplier only its own zones', async () => {
    const res = await call('GET', 'zones', undefined, h2);
    expect(res.json().data.map((z: DeliveryZone) => z.name)).toEqual(['Melbourne Inner']);
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/zones' })).statusCode).toBe(401);
  });
});

describe('tenant isolation on every zone id', () => {
  it('answers 404 to another supplier for each zone call', async () => {
    const id = byName('Inner West').id;
    const calls: Array<[Method, string, unknown?]> = [
      ['GET', `zones/${id}`],
      ['GET', `zones/${id}/suburbs`],
      ['GET', `zones/${id}/days`],
      ['PATCH', `zones/${id}`, { name: 'Mine now' }],
      ['DELETE', `zones/${id}`],
      ['PUT', `zones/${id}/suburbs`, []],
      ['PUT', `zones/${id}/days`, []],
      ['POST', `zones/${id}/postcode/2000`],
      ['POST', 'zones', { name: 'Copy', minimumOrderTotal: 0, duplicateFromId: id }],
    ];
    for (const [method, url, body] of calls) {
      const res = await call(method, url, body, h2);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call('GET', `zones/${id}`)).json().name).toBe('Inner West');
  });

  it('answers 404 for a zone that does not exist', async () => {
    expect((await call('GET', 'zones/999999')).statusCode).toBe(404);
  });

  it('lets staff act for the supplier', async () => {
    const staff = await t.auth('staff');
    const res = await call('GET', 'zones', undefined, staff);
    expect(res.json().data).toHaveLength(zones.length);
  });
});

describe('POST /api/zones', () => {
  it('creates an unpublished zone with seven days off and the time zone of the supplier state', async () => {
    const zone = await newZone('Sydney South');
    expect(zone).toMatchObject({
      name: 'Sydney South',
      published: false,
      minimumOrderTotal: 5000,
      cutoff: '23:00:00',
      timeZone: 'Australia/Sydney',
      suburbCount: 0,
    });
    expect(zone.deliveryDays.map((d) => d.enabled)).toEqual(Array(7).fill(false));
    const vic = (await call('POST', 'zones', { name: 'VIC', minimumOrderTotal: 0 }, h2)).json();
    expect(vic.timeZone).toBe('Australia/Melbourne');
  });

  it('keeps a chosen time zone and cutoff', async () => {
    const zone = await newZone('Brisbane', { timeZone: 'Australia/Brisbane', cutoff: '23:59:59' });
    expect(zone).toMatchObject({ timeZone: 'Australia/Brisbane', cutoff: '23:59:59' });
  });

  it('answers the spec messages for bad input', async () => {
    const cases: Array<[unknown, string, string]> = [
      [{ minimumOrderTotal: 0 }, 'name', 'Zone name is required'],
      [{ name: '   ', minimumOrderTotal: 0 }, 'name', 'Zone name is required'],
      [{ name: 'A' }, 'minimumOrderTotal', 'Minimum order is required'],
      [{ name: 'A', minimumOrderTotal: -1 }, 'minimumOrderTotal', 'Minimum order cannot be negative'],
      [
        { name: 'A', minimumOrderTotal: 0, cutoff: '10:30:00' },
        'cutoff',
        'Please select a valid cutoff time',
      ],
      [
        { name: 'A', minimumOrderTotal: 0, cutoff: '00:00:00' },
        'cutoff',
        'Please select a valid cutoff time',
      ],
      [{ name: 'A', minimumOrderTotal: 0, timeZone: 'Europe/London' }, 'timeZone', 'Time zone is required'],
      [
        { name: 'A', minimumOrderTotal: 0, published: true },
        'published',
        'A new zone is created unpublished',
      ],
    ];
    for (const [body, param, message] of cases) {
      const res = await call('POST', 'zones', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors).toContainEqual({ param, message, code: 'invalid_parameter' });
    }
  });

  it('duplicates details, days and suburbs, unpublished', async () => {
    const source = byName('Sydney CBD & East');
    const res = await call('POST', 'zones', {
      name: 'Sydney CBD & East (Copy)',
      minimumOrderTotal: source.minimumOrderTotal,
      cutoff: source.cutoff,
      duplicateFromId: source.id,
    });
    expect(res.statusCode).toBe(201);
    const copy: DeliveryZone = res.json();
    expect(copy.published).toBe(false);
    expect(copy.deliveryDays).toEqual(source.deliveryDays);
    expect(copy.suburbCount).toBe(source.suburbCount);
    const a = (await call('GET', `zones/${source.id}/suburbs`)).json().data;
    const b = (await call('GET', `zones/${copy.id}/suburbs`)).json().data;
    expect(b).toEqual(a);
  });

  it('leaves no orphan zone when duplication fails', async () => {
    const count = async () =>
      (await rows<{ n: number }>(sql`select count(*)::int as n from delivery_zones`))[0]!.n;
    const beforeCount = await count();
    // A trigger makes copying the suburbs fail after the zone row was written.
    await t.database.db.execute(sql`
      create or replace function fail_zone_copy() returns trigger language plpgsql as $$
      begin raise exception 'copy failed'; end $$`);
    await t.database.db.execute(sql`
      create trigger fail_zone_copy before insert on zone_suburbs for each row execute function fail_zone_copy()`);
    try {
      const res = await call('POST', 'zones', {
        name: 'Doomed copy',
        minimumOrderTotal: 0,
        duplicateFromId: byName('Inner West').id,
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`drop trigger fail_zone_copy on zone_suburbs`);
    }
    expect(await count()).toBe(beforeCount);
    const names = (await call('GET', 'zones')).json().data.map((z: DeliveryZone) => z.name);
    expect(names).not.toContain('Doomed copy');
  });
});

describe('zone names', () => {
  it("refuses a second zone of a supplier's name, whatever its case, on create, duplicate and rename", async () => {
    const taken = 'You already have a zone called north shore. Please choose another name';
    for (const body of [
      { name: 'north shore', minimumOrderTotal: 0 },
      { name: ' north  shore ', minimumOrderTotal: 0, duplicateFromId: byName('North Shore').id },
    ]) {
      const res = await call('POST', 'zones', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        {
          param: 'name',
          message: body.duplicateFromId
            ? 'You already have a zone called north  shore. Please choose another name'
            : taken,
          code: 'zone_name_taken',
        },
      ]);
    }
    const zone = await newZone('Unique name');
    const rename = await call('PATCH', `zones/${zone.id}`, { name: 'north shore' });
    expect(rename.statusCode).toBe(400);
    expect(rename.json().errors[0]).toEqual({ param: 'name', message: taken, code: 'zone_name_taken' });
    // Renaming a zone to its own name in another case is fine.
    expect((await call('PATCH', `zones/${zone.id}`, { name: 'UNIQUE NAME' })).statusCode).toBe(200);
    // Another supplier may use the name.
    const other = await call('POST', 'zones', { name: 'North Shore', minimumOrderTotal: 0 }, h2);
    expect(other.statusCode).toBe(201);
  });
});

describe('PATCH /api/zones/{id}', () => {
  it('renames, changes details and records the audit trail', async () => {
    const zone = await newZone('Old name');
    const res = await call('PATCH', `zones/${zone.id}`, { name: '  New name ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'New name', published: false });
    const details = await call('PATCH', `zones/${zone.id}`, {
      cutoff: '12:00:00',
      minimumOrderTotal: 12345,
      timeZone: 'Australia/Perth',
    });
    expect(details.json()).toMatchObject({
      cutoff: '12:00:00',
      minimumOrderTotal: 12345,
      timeZone: 'Australia/Perth',
    });
    const audit = await rows<{ action: string }>(
      sql`select action from audit_log where entity = 'delivery_zone' and entity_id = ${String(zone.id)} order by id`,
    );
    expect(audit.map((r) => r.action)).toEqual(['zone.create', 'zone.update', 'zone.update']);
  });

  it('answers the spec messages', async () => {
    const id = byName('Western Sydney').id;
    const bad: Array<[unknown, string, string]> = [
      [{ name: '' }, 'name', 'Zone name is required'],
      [{ minimumOrderTotal: -5 }, 'minimumOrderTotal', 'Minimum order cannot be negative'],
      [{ cutoff: '25:00:00' }, 'cutoff', 'Please select a valid cutoff time'],
      [{ timeZone: '' }, 'timeZone', 'Time zone is required'],
    ];
    for (const [body, param, message] of bad) {
      const res = await call('PATCH', `zones/${id}`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({ param, message, code: 'invalid_parameter' });
    }
  });

  it('refuses to publish without a day with an existing-customer order-by', async () => {
    const zone = await newZone('No days yet');
    await call('POST', `zones/${zone.id}/postcode/2000`);
    const res = await call('PATCH', `zones/${zone.id}`, { published: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({
      param: 'published',
      message: 'Add a delivery day with an order-by day for existing customers before activating this zone',
      code: 'invalid_activation',
    });
  });

  it('refuses to publish without an enabled suburb, then publishes and unpublishes', async () => {
    const zone = await newZone('Almost ready');
    await call('PUT', `zones/${zone.id}/days`, [
      { deliveryDay: 2, newCustomerOrderBy: 7, existingCustomerOrderBy: 1 },
    ]);
    const links = (await call('POST', `zones/${zone.id}/postcode/2010`)).json().data as ZoneSuburbLink[];
    expect(links.every((l) => !l.enabled)).toBe(true);
    const refused = await call('PATCH', `zones/${zone.id}`, { published: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].message).toBe('Enable at least one suburb before activating this zone');

    await call(
      'PUT',
      `zones/${zone.id}/suburbs`,
      links.map((l) => ({ ...l, enabled: true })),
    );
    const on = await call('PATCH', `zones/${zone.id}`, { published: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ name: 'Almost ready', published: true });
    const off = await call('PATCH', `zones/${zone.id}`, { published: false });
    expect(off.json().published).toBe(false);
  });
});

describe('DELETE /api/zones/{id}', () => {
  it('removes the zone with its days and suburbs', async () => {
    const zone = await newZone('Short lived');
    await call('POST', `zones/${zone.id}/postcode/2000`);
    const res = await call('DELETE', `zones/${zone.id}`);
    expect(res.statusCode).toBe(204);
    expect((await call('GET', `zones/${zone.id}`)).statusCode).toBe(404);
    const left = await rows(sql`select 1 from zone_suburbs where zone_id = ${zone.id}`);
    expect(left).toHaveLength(0);
  });
});

describe('PUT /api/zones/{id}/days', () => {
  it('sets the enabled days and turns the others off', async () => {
    const zone = await newZone('Days');
    const res = await call('PUT', `zones/${zone.id}/days`, [
      { deliveryDay: 2, newCustomerOrderBy: 7, existingCustomerOrderBy: 1 },
      { deliveryDay: 5, newCustomerOrderBy: 5, existingCustomerOrderBy: 5 },
    ]);
    expect(res.statusCode).toBe(200);
    const days = res.json().data;
    expect(
      days.filter((d: { enabled: boolean }) => d.enabled).map((d: { deliveryDay: number }) => d.deliveryDay),
    ).toEqual([2, 5]);
    expect(days[4]).toMatchObject({ newCustomerOrderBy: 5, existingCustomerOrderBy: 5 });
    const again = await call('PUT', `zones/${zone.id}/days`, [
      { deliveryDay: 1, newCustomerOrderBy: 6, existingCustomerOrderBy: 7 },
    ]);
    expect(again.json().data.filter((d: { enabled: boolean }) => d.enabled)).toHaveLength(1);
    expect((await call('GET', `zones/${zone.id}/days`)).json().data[1].newCustomerOrderBy).toBeNull();
  });

  it("answers 'Please select a valid day' for a bad weekday", async () => {
    const zone = await newZone('Bad days');
    for (const body of [
      [{ deliveryDay: 1, newCustomerOrderBy: 0, existingCustomerOrderBy: 1 }],
      [{ deliveryDay: 1, newCustomerOrderBy: 1, existingCustomerOrderBy: 8 }],
      [{ deliveryDay: 9, newCustomerOrderBy: 1, existingCustomerOrderBy: 1 }],
      [{ deliveryDay: 1, newCustomerOrderBy: 1 }],
    ]) {
      const res = await call('PUT', `zones/${zone.id}/days`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].message).toBe('Please select a valid day');
    }
  });

  it('refuses to turn on a blocked day', async () => {
    const ns = byName('North Shore');
    const res = await call('PUT', `zones/${ns.id}/days`, [
      { deliveryDay: 1, newCustomerOrderBy: 6, existingCustomerOrderBy: 7 },
      { deliveryDay: 7, newCustomerOrderBy: 5, existingCustomerOrderBy: 6 },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { param: '1.deliveryDay', message: 'This day is blocked and cannot be enabled', code: 'day_blocked' },
    ]);
  });

  it('keeps a published zone with at least one day (invalidActivation)', async () => {
    const res = await call('PUT', `zones/${byName('Inner West').id}/days`, []);
    expect(res.statusCode).toBe(400);
    expect(res.json().invalidActivation).toBe(
      'A published zone needs at least one delivery day. Deactivate the zone before turning off all its days',
    );
  });
});

describe('suburbs of a zone', () => {
  it("answers a postcode's suburbs, off, and writes nothing until the suburbs are saved", async () => {
    const zone = await newZone('Postcodes');
    const res = await call('POST', `zones/${zone.id}/postcode/2026`);
    expect(res.statusCode).toBe(200);
    const links: ZoneSuburbLink[] = res.json().data;
    expect(links.map((l) => l.suburb.name)).toContain('Bondi Beach');
    expect(links.every((l) => l.suburb.postcode === '2026' && !l.enabled && !l.blocked)).toBe(true);
    // Nothing saved: Cancel in Edit Suburbs leaves the zone as it was.
    expect((await call('GET', `zones/${zone.id}/suburbs`)).json().data).toEqual([]);
    expect((await call('POST', `zones/${zone.id}/postcode/2026`)).json().data).toEqual(links);
    // A postcode already in the zone answers its links as saved (on, off, blocked).
    const cbd = byName('Sydney CBD & East');
    const inZone: ZoneSuburbLink[] = (await call('POST', `zones/${cbd.id}/postcode/2000`)).json().data;
    expect(inZone.find((l) => l.suburb.name === 'Barangaroo')).toMatchObject({
      enabled: false,
      blocked: true,
    });
    expect(inZone.find((l) => l.suburb.name === 'The Rocks')).toMatchObject({
      enabled: true,
      blocked: false,
    });
  });

  it('answers the postcode messages', async () => {
    const zone = await newZone('Bad postcodes');
    for (const pc of ['799', '7800', 'abcd']) {
      const res = await call('POST', `zones/${zone.id}/postcode/${pc}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].message).toBe('Must be a valid Australian postcode');
    }
    const none = await call('POST', `zones/${zone.id}/postcode/1234`);
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0].message).toBe('No suburbs found for this postcode');
  });

  it('replaces the list: enables, disables and removes suburbs', async () => {
    const zone = await newZone('Replace');
    const a: ZoneSuburbLink[] = (await call('POST', `zones/${zone.id}/postcode/2000`)).json().data;
    const b: ZoneSuburbLink[] = (await call('POST', `zones/${zone.id}/postcode/2010`)).json().data;
    const body = [
      ...a.map((l) => ({ ...l, enabled: l.suburb.name === 'Sydney' })),
      ...b.map((l) => ({ ...l, enabled: true })),
    ];
    const res = await call('PUT', `zones/${zone.id}/suburbs`, body);
    expect(res.statusCode).toBe(200);
    const saved: ZoneSuburbLink[] = res.json().data;
    expect(saved).toHaveLength(a.length + b.length);
    expect(
      saved
        .filter((l) => l.enabled)
        .map((l) => l.suburb.name)
        .sort(),
    ).toEqual(['Sydney', ...b.map((l) => l.suburb.name)].sort());
    // Remove postcode 2000.
    const removed = await call(
      'PUT',
      `zones/${zone.id}/suburbs`,
      b.map((l) => ({ ...l, enabled: true })),
    );
    expect(removed.json().data).toHaveLength(b.length);
    expect((await call('GET', `zones/${zone.id}`)).json().suburbCount).toBe(b.length);
  });

  it('refuses to enable a blocked suburb, keyed by suburb name and postcode', async () => {
    const cbd = byName('Sydney CBD & East');
    const links: ZoneSuburbLink[] = (await call('GET', `zones/${cbd.id}/suburbs`)).json().data;
    const blocked = links.find((l) => l.blocked)!;
    expect(blocked.suburb).toMatchObject({ name: 'Barangaroo', postcode: '2000' });
    expect(blocked.enabled).toBe(false);
    const res = await call(
      'PUT',
      `zones/${cbd.id}/suburbs`,
      links.map((l) => ({ ...l, enabled: true })),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        param: 'Barangaroo 2000',
        message: 'This suburb is blocked and cannot be enabled',
        code: 'suburb_blocked',
      },
    ]);
  });

  it('keeps blocked suburbs in the zone when they are left out', async () => {
    const cbd = byName('Sydney CBD & East');
    const links: ZoneSuburbLink[] = (await call('GET', `zones/${cbd.id}/suburbs`)).json().data;
    const res = await call(
      'PUT',
      `zones/${cbd.id}/suburbs`,
      links.filter((l) => !l.blocked),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.find((l: ZoneSuburbLink) => l.blocked).suburb.name).toBe('Barangaroo');
  });

  it('answers unknown suburbs by name and postcode', async () => {
    const zone = await newZone('Unknown');
    const res = await call('PUT', `zones/${zone.id}/suburbs`, [
      { suburb: { name: 'Atlantis', postcode: '2000', state: 'NSW' }, enabled: true, blocked: false },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        param: 'Atlantis 2000',
        message: 'This suburb is not in our list of Australian suburbs',
        code: 'suburb_unknown',
      },
    ]);
  });

  it('keeps a published zone with at least one enabled suburb (invalidActivation)', async () => {
    const iw = byName('Inner West');
    const links: ZoneSuburbLink[] = (await call('GET', `zones/${iw.id}/suburbs`)).json().data;
    const res = await call(
      'PUT',
      `zones/${iw.id}/suburbs`,
      links.map((l) => ({ ...l, enabled: false })),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().invalidActivation).toBe(
      'A published zone needs at least one enabled suburb. Deactivate the zone before turning off all its suburbs',
    );
    expect((await call('GET', `zones/${iw.id}`)).json().suburbCount).toBe(iw.suburbCount);
  });
});

describe('GET /api/suburbs', () => {
  it('finds by name prefix first, then substring, at most 15', async () => {
    const res = await call('GET', 'suburbs?search=bondi');
    const names = res.json().data.map((s: { name: string }) => s.name);
    expect(names).toContain('Bondi Beach');
    expect(names[0]!.toLowerCase().startsWith('bondi')).toBe(true);
    const many = (await call('GET', 'suburbs?search=a')).json().data;
    expect(many).toHaveLength(15);
    const inner = (await call('GET', 'suburbs?search=ndi%20Jun')).json().data;
    expect(inner).toContainEqual({ name: 'Bondi Junction', postcode: '2022', state: 'NSW' });
  });

  it('finds by postcode prefix', async () => {
    const res = (await call('GET', 'suburbs?search=2026')).json().data;
    expect(res.length).toBeGreaterThan(0);
    expect(res.every((s: { postcode: string }) => s.postcode === '2026')).toBe(true);
    const darwin = (await call('GET', 'suburbs?search=800')).json().data;
    expect(darwin).toContainEqual({ name: 'Darwin', postcode: '0800', state: 'NT' });
  });

  it('answers nothing for an empty search and treats LIKE characters literally', async () => {
    expect((await call('GET', 'suburbs?search=')).json().data).toEqual([]);
    expect((await call('GET', 'suburbs?search=%25')).json().data).toEqual([]);
  });
});

describe('GET /api/zone-suburbs', () => {
  it('lists matching suburbs with their zones by suburb name', async () => {
    const res = await call('GET', 'zone-suburbs?suburb=Newtown');
    expect(res.statusCode).toBe(200);
    const rows = res.json().data;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toMatchObject({
      suburb: { name: 'Newtown', postcode: '2042', state: 'NSW' },
      enabled: true,
      deliveryZone: { name: 'Inner West', published: true, minimumOrderTotal: 10000, cutoff: '20:00:00' },
    });
  });

  it('lists by postcode and only for the supplier', async () => {
    const rows = (await call('GET', 'zone-suburbs?postcode=2000')).json().data;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r: { suburb: { postcode: string } }) => r.suburb.postcode === '2000')).toBe(true);
    expect((await call('GET', 'zone-suburbs?postcode=2000', undefined, h2)).json().data).toEqual([]);
  });

  it('needs a suburb or postcode', async () => {
    const res = await call('GET', 'zone-suburbs');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe('Enter a suburb or postcode to search');
    expect((await call('GET', 'zone-suburbs?postcode=20a')).json().errors[0].message).toBe(
      'Must be a valid Australian postcode',
    );
  });
});

const SPEC_REGIONS = [
  'Canberra North',
  'Canberra South',
  'Central Coast',
  'Macedon Area',
  'Melbourne Inner',
  'Melbourne Inner East',
  'Melbourne Inner South',
  'Melbourne North East',
  'Melbourne North West',
  'Melbourne Outer East',
  'Melbourne South East',
  'Melbourne West',
  'Mornington Peninsula',
  'Newcastle',
  'North Shore',
  'Southern Tablelands',
  'Sydney CBD',
  'Sydney East',
  'Sydney Inner West',
  'Sydney North West',
  'Sydney Northern Beaches',
  'Sydney Penrith',
  'Sydney South',
  'Sydney South West',
  'Sydney West',
  'Woollongong',
  'Brisbane East',
  'Brisbane North',
  'Brisbane South',
  'Brisbane West',
  'Brisbane Inner City',
  'Moreton Bay North',
  'Moreton Bay South',
  'Logan-Beaudesert',
  'Ipswich',
  'Gold Coast',
  'Maroochydore',
  'Noosa',
  'Yarra Valley',
  'Mt Dandenong',
  'Geelong',
  'Ballarat/Melton',
  'Lorne/Surf Coast',
  'Bellarine',
  'Phillip Island',
];

describe('delivery regions', () => {
  it('lists the regions of spec 002 with their suburbs', async () => {
    const regions = (await call('GET', 'delivery-regions')).json().data;
    expect(regions.map((r: { name: string }) => r.name).sort()).toEqual(SPEC_REGIONS.sort());
    expect(regions.every((r: { suburbCount: number }) => r.suburbCount > 0)).toBe(true);
    const w = (await call('GET', 'delivery-regions/Woollongong')).json();
    expect(w.entries.map((e: { postcode: number }) => e.postcode)).toEqual(
      expect.arrayContaining([2500, 2530, 2534]),
    );
    expect(w.entries[0]).toEqual({ postcode: 2500, suburb: expect.any(String), state: 'NSW' });
    expect((await call('GET', 'delivery-regions/Atlantis')).statusCode).toBe(404);
  });
});
