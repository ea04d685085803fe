import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { and, desc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog, suppliers } from '../../db/schema/index.ts';
import { clearAll as clearRateLimits } from '../../lib/rate-limit/rate-limit.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ dataDir: '/tmp/settings-test-data' });
});
afterAll(() => t.close());

type Who = 'supplier' | 'supplier2' | 'staff';
/** Tokens that replace the cached demo ones once a password change has ended those sessions. */
const renewed = new Map<Who, string>();
const headersOf = async (who: Who) =>
  renewed.has(who) ? { authorization: `Bearer ${renewed.get(who)}` } : t.auth(who);
const call = async (who: Who, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: await headersOf(who), payload });
const errorsOf = (res: { json: () => { errors: Array<{ param: string; message: string }> } }) =>
  res.json().errors.map((e) => [e.param, e.message]);

describe('PATCH /api/suppliers/auth/me', () => {
  it('saves the primary order recipient, business details and new customer preference for a supplier', async () => {
    const res = await call('supplier2', 'PATCH', '/suppliers/auth/me', {
      firstName: 'Tom',
      lastName: 'Nguyen',
      email: 'orders@southerncross.example.com',
      phone: '03 9876 5432',
      address: { street: '14 Footscray Road', suburb: 'West Melbourne', postcode: 800 },
      availableForNewCustomers: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: 2,
      phone: '03 9876 5432',
      email: 'orders@southerncross.example.com',
      address: { street: '14 Footscray Road', suburb: 'West Melbourne', postcode: '0800' },
      availableForNewCustomers: false,
    });
    const me = await call('supplier2', 'GET', '/suppliers/auth/me');
    expect(me.json().address.postcode).toBe('0800');
    const other = await call('supplier', 'GET', '/suppliers/auth/me');
    expect(other.json().address.postcode).toBe('2140');

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.supplierId, 2), eq(auditLog.action, 'supplier.update')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit?.before).toMatchObject({ postcode: '3003', phone: null });
    expect(audit?.after).toMatchObject({ postcode: '0800', phone: '03 9876 5432' });
  });

  it('answers the spec messages for business details and the recipient', async () => {
    for (const postcode of ['799', '7800', 'abcd', '']) {
      const res = await call('supplier', 'PATCH', '/suppliers/auth/me', {
        address: { street: 'x', suburb: 'y', postcode },
      });
      expect(res.statusCode).toBe(400);
      expect(errorsOf(res)).toEqual([['address.postcode', 'Must be a valid Australian postcode']]);
    }
    const blank = await call('supplier', 'PATCH', '/suppliers/auth/me', {
      address: { street: ' ', suburb: '', postcode: '2000' },
      firstName: '',
      lastName: '',
      email: 'not-an-email',
      phone: '12345',
    });
    expect(errorsOf(blank)).toEqual(
      expect.arrayContaining([
        ['address.street', 'Street is required'],
        ['address.suburb', 'Suburb is required'],
        ['firstName', 'First name is required'],
        ['lastName', 'Last name is required'],
        ['email', 'Must be a valid email address'],
        ['phone', 'Must be a valid phone number'],
      ]),
    );
    const empty = await call('supplier', 'PATCH', '/suppliers/auth/me', { email: '', phone: '' });
    expect(errorsOf(empty)).toEqual([
      ['email', 'Email is required'],
      ['phone', 'Phone is required'],
    ]);
  });

  it('refuses every staff-only field to a supplier with 403', async () => {
    const staffOnly: object[] = [
      { company: 'New name' },
      { bio: 'New bio' },
      { accountName: 'A', bsb: '062-000', accountNumber: '123456' },
      { substitutionPreferenceEnabled: false },
      { isEarlyDeliveryEnabled: false },
      { b2cEnabled: true },
      { activationDate: '2025-01-01' },
      { thirdPartyDeliveryEnabled: true },
      { third_party_delivery_enabled: true },
      { image: null },
      { backgroundImageUrl: null },
    ];
    for (const body of staffOnly) {
      const res = await call('supplier', 'PATCH', '/suppliers/auth/me', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(403);
    }
    const me = await call('supplier', 'GET', '/suppliers/auth/me');
    expect(me.json().company).toBe('Harbour Fresh Wholesale');
  });

  it('lets staff change the staff-only fields, with their messages', async () => {
    const bad = await call('staff', 'PATCH', '/suppliers/auth/me', {
      company: '',
      bio: ' ',
      accountName: '',
      bsb: '12-3456',
      accountNumber: '',
      activationDate: '2025-02-30',
    });
    expect(errorsOf(bad)).toEqual(
      expect.arrayContaining([
        ['company', 'Store name is required'],
        ['bio', 'Description is required'],
        ['accountName', 'Account name is required'],
        ['bsb', 'Must be a valid BSB'],
        ['accountNumber', 'Account number is required'],
        ['activationDate', 'Must be a valid date'],
      ]),
    );
    // Digits only, 6 to 10: the same rule as the form (packages/domain).
    for (const accountNumber of ['12345', '12345678901', 'ABCDEF12', '1234567890123456789012a']) {
      const wrong = await call('staff', 'PATCH', '/suppliers/auth/me', {
        accountName: 'A',
        bsb: '062-000',
        accountNumber,
      });
      expect(wrong.statusCode, accountNumber).toBe(400);
      expect(errorsOf(wrong)).toEqual([['accountNumber', 'Account number must be 6 to 10 digits']]);
    }
    const early = await call('staff', 'PATCH', '/suppliers/auth/me', {
      isEarlyDeliveryEnabled: true,
      earlyDeliveryStartTime: null,
      earlyDeliveryEndTime: '04:30:00',
    });
    expect(errorsOf(early)).toEqual(
      expect.arrayContaining([
        ['earlyDeliveryStartTime', 'Start time is required'],
        ['earlyDeliveryEndTime', 'Please select a valid time'],
      ]),
    );

    const res = await call('staff', 'PATCH', '/suppliers/auth/me', {
      company: 'Harbour Fresh Co',
      bio: 'Fresh produce.',
      accountName: 'Harbour Fresh Co Pty Ltd',
      bsb: '062 001',
      accountNumber: '87654321',
      isEarlyDeliveryEnabled: true,
      earlyDeliveryStartTime: '03:00:00',
      earlyDeliveryEndTime: '00:00:00',
      b2cEnabled: true,
      activationDate: '2025-01-31',
      substitutionPreferenceEnabled: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      isStaff: true,
      company: 'Harbour Fresh Co',
      bsb: '062 001',
      earlyDeliveryStartTime: '03:00:00',
      earlyDeliveryEndTime: '00:00:00',
      b2cEnabled: true,
      activationDate: '2025-01-31',
      substitutionPreferenceEnabled: false,
    });
  });

  it('accepts thirdPartyDeliveryEnabled in camel and snake case', async () => {
    const snake = await call('staff', 'PATCH', '/suppliers/auth/me', { third_party_delivery_enabled: true });
    expect(snake.json().thirdPartyDeliveryEnabled).toBe(true);
    const camel = await call('staff', 'PATCH', '/suppliers/auth/me', { thirdPartyDeliveryEnabled: false });
    expect(camel.json().thirdPartyDeliveryEnabled).toBe(false);
  });

  it('refuses an image address the portal did not store for this supplier', async () => {
    const res = await call('staff', 'PATCH', '/suppliers/auth/me', {
      image: 'https://evil.example.com/x.jpg',
    });
    expect(errorsOf(res)).toEqual([['image', 'Image must be uploaded through the portal']]);
    const other = await call('staff', 'PATCH', '/suppliers/auth/me', {
      backgroundImageUrl: '/files/suppliers/2/header-x.jpg',
    });
    expect(other.statusCode).toBe(400);
  });
});

describe('contacts', () => {
  it('lists the contact types with the ids of the spec', async () => {
    const res = await call('supplier', 'GET', '/suppliers/contact-types');
    expect(res.json().data.map((c: { id: number; name: string }) => [c.id, c.name])).toEqual([
      [1, 'SUPPORT'],
      [2, 'REMITTANCE'],
      [3, 'ADDITIONAL_ORDER_RECIPIENT'],
      [4, 'REVIEWS'],
      [5, 'AFTER_HOURS'],
      [6, 'OWNER'],
      [7, 'NEW_CUSTOMER_SETUP'],
      [8, 'UPDATED_DETAILS_RECIPIENT'],
    ]);
  });

  it("lists only the supplier's own contacts", async () => {
    const one = (await call('supplier', 'GET', '/suppliers/contacts')).json().data;
    const two = (await call('supplier2', 'GET', '/suppliers/contacts')).json().data;
    expect(one.length).toBeGreaterThanOrEqual(8);
    expect(new Set(one.map((c: { contactTypeId: number }) => c.contactTypeId)).size).toBe(8);
    expect(two).toEqual([expect.objectContaining({ contactTypeId: 6, firstName: 'Tom' })]);
  });

  it('creates an extra recipient with only an email, and checks the rest when given', async () => {
    const ok = await call('supplier', 'POST', '/suppliers/contacts', {
      contactTypeId: 4,
      email: 'rev@example.com',
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({
      contactTypeId: 4,
      email: 'rev@example.com',
      firstName: null,
      phone: null,
    });
    const bad = await call('supplier', 'POST', '/suppliers/contacts', {
      contactTypeId: 4,
      email: 'x',
      phone: '99',
    });
    expect(errorsOf(bad)).toEqual([
      ['email', 'Must be a valid email address'],
      ['phone', 'Must be a valid phone number'],
    ]);
    const missing = await call('supplier', 'POST', '/suppliers/contacts', { contactTypeId: 99 });
    expect(errorsOf(missing)).toEqual([
      ['contactTypeId', 'Contact type is required'],
      ['email', 'Email is required'],
    ]);
  });

  it('keeps the owner a single contact with a full record', async () => {
    const second = await call('supplier', 'POST', '/suppliers/contacts', {
      contactTypeId: 6,
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.co',
      phone: '0412345678',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().errors[0].code).toBe('owner_contact_exists');
    const [owner] = (await call('supplier', 'GET', '/suppliers/contacts'))
      .json()
      .data.filter((c: { contactTypeId: number }) => c.contactTypeId === 6);
    const blank = await call('supplier', 'PATCH', `/suppliers/contacts/${owner.id}`, {
      firstName: '',
      phone: '',
    });
    expect(errorsOf(blank)).toEqual([
      ['firstName', 'First name is required'],
      ['phone', 'Phone is required'],
    ]);
    const ok = await call('supplier', 'PATCH', `/suppliers/contacts/${owner.id}`, { firstName: 'Georgia' });
    expect(ok.json()).toMatchObject({ id: owner.id, firstName: 'Georgia', lastName: 'Costa' });
  });

  it('keeps additional order recipients and the support contact to staff', async () => {
    const denied = await call('supplier', 'POST', '/suppliers/contacts', {
      contactTypeId: 3,
      email: 'x@y.co',
    });
    expect(denied.statusCode).toBe(403);
    const created = await call('staff', 'POST', '/suppliers/contacts', { contactTypeId: 3, email: 'x@y.co' });
    expect(created.statusCode).toBe(201);
    const patched = await call('supplier', 'PATCH', `/suppliers/contacts/${created.json().id}`, {
      email: 'z@y.co',
    });
    expect(patched.statusCode).toBe(403);
    const support = await call('staff', 'POST', '/suppliers/contacts', {
      contactTypeId: 1,
      email: 's@y.co',
      contactHours: '9am - 5pm',
      contactDays: 'Monday to Friday',
    });
    expect(support.json()).toMatchObject({ contactHours: '9am - 5pm', contactDays: 'Monday to Friday' });
  });

  it('lets only staff delete, and never another supplier’s contact', async () => {
    const created = await call('supplier', 'POST', '/suppliers/contacts', {
      contactTypeId: 2,
      email: 'rm@y.co',
    });
    const id = created.json().id as number;
    expect((await call('supplier', 'DELETE', `/suppliers/contacts/${id}`)).statusCode).toBe(403);
    const theirs = (await call('supplier2', 'GET', '/suppliers/contacts')).json().data[0].id as number;
    expect((await call('staff', 'DELETE', `/suppliers/contacts/${theirs}`)).statusCode).toBe(404);
    expect(
      (await call('supplier', 'PATCH', `/suppliers/contacts/${theirs}`, { firstName: 'X' })).statusCode,
    ).toBe(404);
    expect(
      (await call('supplier2', 'PATCH', `/suppliers/contacts/${id}`, { firstName: 'X' })).statusCode,
    ).toBe(404);
    expect((await call('staff', 'DELETE', `/suppliers/contacts/${id}`)).statusCode).toBe(204);
    const left = (await call('supplier', 'GET', '/suppliers/contacts')).json().data;
    expect(left.some((c: { id: number }) => c.id === id)).toBe(false);
  });
});

describe('PATCH /api/suppliers/auth/change-password', () => {
  const login = async (username: string, password: string) => {
    await clearRateLimits(t.database.db);
    return (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username, password, role: 'supplier' },
      })
    ).statusCode;
  };

  it('needs the right current password from a supplier', async () => {
    const missing = await call('supplier2', 'PATCH', '/suppliers/auth/change-password', {
      newPassword: 'new-password-1',
    });
    expect(errorsOf(missing)).toEqual([['oldPassword', 'Current password is required']]);
    const short = await call('supplier2', 'PATCH', '/suppliers/auth/change-password', {
      newPassword: 'short',
      oldPassword: 'password123',
    });
    expect(errorsOf(short)).toEqual([['newPassword', 'Must be at least 8 characters']]);
    for (const [newPassword, message] of [
      ['k'.repeat(129), 'Must be at most 128 characters'],
      ['k'.repeat(100_000), 'Must be at most 128 characters'],
      ['Password123', 'This password is too common. Choose one that is harder to guess.'],
    ]) {
      const refused = await call('supplier2', 'PATCH', '/suppliers/auth/change-password', {
        newPassword,
        oldPassword: 'password123',
      });
      expect(refused.statusCode).toBe(400);
      expect(errorsOf(refused)).toEqual([['newPassword', message]]);
    }
    const wrong = await call('supplier2', 'PATCH', '/suppliers/auth/change-password', {
      newPassword: 'new-password-1',
      oldPassword: 'not-it',
    });
    expect(wrong.statusCode).toBe(401);
    expect(errorsOf(wrong)).toEqual([['oldPassword', 'Invalid password']]);

    const ok = await call('supplier2', 'PATCH', '/suppliers/auth/change-password', {
      newPassword: 'new-password-1',
      oldPassword: 'password123',
    });
    expect(ok.statusCode).toBe(200);
    // The change ended the cached session; the answer carries the caller's new one.
    expect((await call('supplier2', 'GET', '/suppliers/auth/me')).statusCode).toBe(401);
    renewed.set('supplier2', ok.json().access_token);
    expect((await call('supplier2', 'GET', '/suppliers/auth/me')).statusCode).toBe(200);
    expect(await login('supplier2@example.com', 'new-password-1')).toBe(200);
    expect(await login('supplier2@example.com', 'password123')).toBe(400);
    expect(await login('supplier@example.com', 'password123')).toBe(200);
  });

  it('lets staff set the supplier password without the current one', async () => {
    const res = await call('staff', 'PATCH', '/suppliers/auth/change-password', {
      newPassword: 'staff-set-pass',
    });
    expect(res.statusCode).toBe(200);
    expect(await login('supplier@example.com', 'staff-set-pass')).toBe(200);
    expect(await login('staff@example.com', 'password123')).toBe(200);
    // Staff keep their session; the supplier's ended and signs in again with the new password.
    expect((await call('staff', 'GET', '/suppliers/auth/me')).statusCode).toBe(200);
    expect((await call('supplier', 'GET', '/suppliers/auth/me')).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'supplier@example.com', password: 'staff-set-pass', role: 'supplier' },
    });
    renewed.set('supplier', again.json().access_token);
    const common = await call('staff', 'PATCH', '/suppliers/auth/change-password', {
      newPassword: 'password123',
    });
    expect(errorsOf(common)).toEqual([
      ['newPassword', 'This password is too common. Choose one that is harder to guess.'],
    ]);
  });
});

describe('store images', () => {
  function multipart(field: string, filename: string, data: Buffer, type = 'image/png') {
    const boundary = '----settings-test-boundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  }
  const upload = async (who: Who, url: string, body: ReturnType<typeof multipart>) =>
    t.app.inject({
      method: 'POST',
      url: `/api${url}`,
      payload: body.payload,
      headers: { ...(await headersOf(who)), ...body.headers },
    });
  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();

  it('resizes a header to 1400x700 and a logo to 400x400 JPEG', async () => {
    const header = await upload(
      'supplier',
      '/suppliers/1/background-image',
      multipart('backgroundImageUrl', 'h.png', await png(2000, 900)),
    );
    expect(header.statusCode).toBe(200);
    const headerUrl = header.json().imageUrl as string;
    expect(headerUrl).toMatch(/^\/files\/suppliers\/1\/header-.+\.jpg$/);
    const headerFile = await t.app.ctx.files.get(headerUrl.slice('/files/'.length));
    expect(await sharp(headerFile!).metadata()).toMatchObject({ format: 'jpeg', width: 1400, height: 700 });

    const logo = await upload(
      'supplier',
      '/suppliers/1/logo-image',
      multipart('image', 'l.png', await png(120, 80)),
    );
    const logoUrl = logo.json().imageUrl as string;
    const logoFile = await t.app.ctx.files.get(logoUrl.slice('/files/'.length));
    expect(await sharp(logoFile!).metadata()).toMatchObject({ format: 'jpeg', width: 400, height: 400 });

    const saved = await call('staff', 'PATCH', '/suppliers/auth/me', {
      backgroundImageUrl: headerUrl,
      image: logoUrl,
    });
    expect(saved.json()).toMatchObject({ backgroundImageUrl: headerUrl, image: logoUrl });
    const cleared = await call('staff', 'PATCH', '/suppliers/auth/me', { image: null });
    expect(cleared.json().image).toBeNull();
    expect(await t.app.ctx.files.get(logoUrl.slice('/files/'.length))).toBeNull();
  });

  it("answers the documented /suppliers/me/… paths as the spec's /suppliers/{id}/…", async () => {
    const header = await upload(
      'supplier',
      '/suppliers/me/background-image',
      multipart('backgroundImageUrl', 'h.png', await png(300, 200)),
    );
    expect(header.statusCode).toBe(200);
    expect(header.json().imageUrl).toMatch(/^\/files\/suppliers\/1\/header-.+\.jpg$/);
    const logo = await upload(
      'supplier',
      '/suppliers/me/logo-image',
      multipart('file', 'l.png', await png(10, 10)),
    );
    expect(logo.statusCode).toBe(400);
    expect(logo.json().errors[0]).toMatchObject({
      param: 'image',
      message: 'Please choose an image to upload',
    });
  });

  it('refuses a text file named .png, and a missing field', async () => {
    const text = await upload(
      'supplier',
      '/suppliers/1/logo-image',
      multipart('image', 'fake.png', Buffer.from('hello')),
    );
    expect(text.statusCode).toBe(400);
    expect(errorsOf(text)).toEqual([['image', 'Image must be a jpg/jpeg or png file']]);
    const wrongField = await upload(
      'supplier',
      '/suppliers/1/logo-image',
      multipart('file', 'l.png', await png(10, 10)),
    );
    expect(errorsOf(wrongField)).toEqual([['image', 'Please choose an image to upload']]);
  });

  it("uploads only for the token's own supplier", async () => {
    const res = await upload(
      'supplier2',
      '/suppliers/1/logo-image',
      multipart('image', 'l.png', await png(10, 10)),
    );
    expect(res.statusCode).toBe(404);
    const staff = await upload(
      'staff',
      '/suppliers/2/background-image',
      multipart('backgroundImageUrl', 'h.png', await png(10, 10)),
    );
    expect(staff.statusCode).toBe(404);
  });

  it("takes only the image URLs the upload gave this supplier, and never deletes another supplier's file", async () => {
    const logo = await upload(
      'supplier',
      '/suppliers/1/logo-image',
      multipart('image', 'l.png', await png(50, 50)),
    );
    const logoUrl = logo.json().imageUrl as string;
    expect(logoUrl).toMatch(
      /^\/files\/suppliers\/1\/logo-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}\.jpg$/,
    );
    const logoKey = logoUrl.slice('/files/'.length);
    const name = logoUrl.split('/').pop()!;
    const staffAs2 = await t.auth('staff', 2);
    const patchAs2 = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: '/api/suppliers/auth/me', headers: staffAs2, payload });
    const refused = (field: string) => [[field, 'Image must be uploaded through the portal']];

    const traversal = await patchAs2({ backgroundImageUrl: `/files/suppliers/2/../1/${name}` });
    expect(traversal.statusCode).toBe(400);
    expect(errorsOf(traversal)).toEqual(refused('backgroundImageUrl'));
    // Supplier 1's real logo, offered as supplier 2's.
    expect(errorsOf(await patchAs2({ image: logoUrl }))).toEqual(refused('image'));
    const uuid = name.slice('logo-'.length, -'.jpg'.length);
    for (const url of [
      '/files/suppliers/2/logo.jpg',
      `/files/suppliers/2/header-${uuid}.jpg`, // a header is not a logo
      `/files/suppliers/2/logo-${uuid}.jpg?x=1`,
      `/files/suppliers/2/sub/logo-${uuid}.jpg`,
      `/files/suppliers/02/logo-${uuid}.jpg`,
    ]) {
      expect(errorsOf(await patchAs2({ image: url })), url).toEqual(refused('image'));
    }

    // Rows saved before this check pointing at supplier 1's logo: clearing them leaves the file alone.
    await t.database.db
      .update(suppliers)
      .set({ image: logoUrl, backgroundImageUrl: `/files/suppliers/2/../1/${name}` })
      .where(eq(suppliers.id, 2));
    const cleared = await patchAs2({ image: null, backgroundImageUrl: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ image: null, backgroundImageUrl: null });
    expect(await t.app.ctx.files.get(logoKey)).not.toBeNull();
    expect((await call('supplier', 'GET', '/suppliers/auth/me')).json().image).toBeNull();
  });
});
