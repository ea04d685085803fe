import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog, reviewReplies, reviews, venues } from '../../db/schema/index.ts';

let t: TestApp;
let venue: { id: number; venue: string };
let otherSupplierReview: number;

/** A review of supplier 1 (or another) with the replies given, written straight into the tables. */
async function review(opts: {
  supplierId?: number;
  content?: string;
  archived?: boolean;
  replies?: Array<{ content: string; isPlatform: boolean }>;
  createdAt?: Date;
  ratings?: Record<string, number>;
}) {
  const ratings = opts.ratings ?? { 'Product quality': 5, Delivery: 4 };
  const values = Object.values(ratings);
  const [row] = await t.database.db
    .insert(reviews)
    .values({
      supplierId: opts.supplierId ?? 1,
      venueId: venue.id,
      content: opts.content ?? 'Lovely produce',
      ratings,
      average: values.reduce((s, v) => s + v, 0) / values.length,
      isArchived: opts.archived ?? false,
      createdAt: opts.createdAt ?? new Date(),
    })
    .returning({ id: reviews.id });
  const id = row!.id;
  if (opts.replies?.length)
    await t.database.db.insert(reviewReplies).values(opts.replies.map((r) => ({ ...r, reviewId: id })));
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  [venue] = (await t.database.db.select({ id: venues.id, venue: venues.venue }).from(venues).limit(1)) as [
    { id: number; venue: string },
  ];
  otherSupplierReview = await review({ supplierId: 2, content: 'Supplier two review' });
});
afterAll(() => t.close());

const call = async (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  who: 'supplier' | 'supplier2' | 'staff' = 'supplier',
) => t.app.inject({ method, url, payload, headers: await t.auth(who) });
const replyTo = (id: number, payload: object, who?: 'supplier' | 'supplier2' | 'staff') =>
  call('POST', `/api/suppliers/reviews/${id}/replies`, payload, who);

describe('GET /api/suppliers/reviews', () => {
  it('pages 100 at a time, newest first, only the supplier’s own (the demo seed has 36)', async () => {
    const res = await call('GET', '/api/suppliers/reviews');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const [total] = await t.database.db.select({ n: count() }).from(reviews).where(eq(reviews.supplierId, 1));
    expect(body).toMatchObject({ perPage: 100, currentPage: 1, total: total!.n });
    expect(body.total).toBeGreaterThanOrEqual(36);
    const dates = body.data.map((r: { createdAt: string }) => r.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.data.map((r: { id: number }) => r.id)).not.toContain(otherSupplierReview);
    // Demo reviews carry sub-ratings, and some have supplier and platform replies and are archived.
    expect(Object.keys(body.data[0].ratings)).toHaveLength(4);
    expect(body.data.some((r: { supplierReply: unknown }) => r.supplierReply)).toBe(true);
    expect(
      body.data.some((r: { replies: Array<{ isPlatform: boolean }> }) => r.replies.some((x) => x.isPlatform)),
    ).toBe(true);
    expect(body.data.some((r: { isArchived: boolean }) => r.isArchived)).toBe(true);
  });

  it('searches fuzzily by review text and customer, sorts, pages and filters fields', async () => {
    const id = await review({ content: 'The zucchini flowers were exquisite', ratings: { Quality: 1 } });
    const found = (await call('GET', '/api/suppliers/reviews?fuzzy=ZUCCHINI%20flow')).json();
    expect(found.data.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(found.total).toBe(1);
    const byVenue = (
      await call(
        'GET',
        `/api/suppliers/reviews?fuzzy=${encodeURIComponent(venue.venue)}&fuzzyFields=venueName`,
      )
    ).json();
    expect(byVenue.data.every((r: { venueName: string }) => r.venueName === venue.venue)).toBe(true);
    const sorted = (
      await call('GET', '/api/suppliers/reviews?orderBy=average&sortedBy=asc&pageSize=5&page=1')
    ).json();
    expect(sorted.data[0]).toMatchObject({ id, average: 1 });
    expect(sorted.perPage).toBe(5);
    const page2 = (await call('GET', '/api/suppliers/reviews?pageSize=5&page=2&filter=id;average')).json();
    expect(page2.currentPage).toBe(2);
    expect(Object.keys(page2.data[0]).sort()).toEqual(['average', 'id']);
  });

  it('answers 400 for an unknown sort or fuzzy field', async () => {
    const bad = await call('GET', '/api/suppliers/reviews?orderBy=password');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ param: 'orderBy', code: 'invalid_parameter' });
    const fuzzy = await call('GET', '/api/suppliers/reviews?fuzzy=x&fuzzyFields=secret');
    expect(fuzzy.statusCode).toBe(400);
  });
});

describe('GET /api/suppliers/reviews/{id}', () => {
  it('answers the review with its ratings and replies', async () => {
    const id = await review({ replies: [{ content: 'Checked by the marketplace', isPlatform: true }] });
    const res = await call('GET', `/api/suppliers/reviews/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      average: 4.5,
      venueId: venue.id,
      venueName: venue.venue,
      orderId: null,
      isArchived: false,
      content: 'Lovely produce',
      ratings: { 'Product quality': 5, Delivery: 4 },
      replies: [{ content: 'Checked by the marketplace', isPlatform: true }],
      supplierReply: null,
    });
  });

  it('answers 404 for another supplier’s review and 400 for a bad id', async () => {
    expect((await call('GET', `/api/suppliers/reviews/${otherSupplierReview}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/suppliers/reviews/999999')).statusCode).toBe(404);
    expect((await call('GET', '/api/suppliers/reviews/abc')).statusCode).toBe(400);
    expect(
      (await call('GET', `/api/suppliers/reviews/${otherSupplierReview}`, undefined, 'supplier2')).statusCode,
    ).toBe(200);
  });
});

describe('POST /api/suppliers/reviews/{id}/replies', () => {
  it('posts one trimmed reply, shows it on the review, and audits it', async () => {
    const id = await review({});
    const res = await replyTo(id, { content: '  Thank you!  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ content: 'Thank you!', isPlatform: false });
    const got = (await call('GET', `/api/suppliers/reviews/${id}`)).json();
    expect(got.supplierReply).toMatchObject({ content: 'Thank you!', isPlatform: false });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'review'), eq(auditLog.entityId, String(id))))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({ action: 'review.reply', isStaff: false, before: null });
    expect(entry?.after).toMatchObject({ content: 'Thank you!' });
  });

  it('refuses a second reply with already_replied, even when two race', async () => {
    const id = await review({});
    const [a, b] = await Promise.all([replyTo(id, { content: 'One' }), replyTo(id, { content: 'Two' })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 400]);
    const again = await replyTo(id, { content: 'Three' });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual([
      {
        param: 'content',
        message: 'It would appear you have already replied to this review',
        code: 'already_replied',
      },
    ]);
    const [n] = await t.database.db
      .select({ n: count() })
      .from(reviewReplies)
      .where(eq(reviewReplies.reviewId, id));
    expect(n!.n).toBe(1);
  });

  it('allows a reply next to a platform reply', async () => {
    const id = await review({ replies: [{ content: 'Platform note', isPlatform: true }] });
    expect((await replyTo(id, { content: 'Our answer' })).statusCode).toBe(201);
    const got = (await call('GET', `/api/suppliers/reviews/${id}`)).json();
    expect(got.replies).toHaveLength(2);
    expect(got.supplierReply.content).toBe('Our answer');
  });

  it('refuses a reply on an archived review', async () => {
    const id = await review({ archived: true });
    const res = await replyTo(id, { content: 'Hello' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        param: 'content',
        message: 'This review has been archived and can no longer be replied to',
        code: 'review_archived',
      },
    ]);
  });

  it('checks the content: required, trimmed, at most 1500 characters', async () => {
    const id = await review({});
    const required = [{ param: 'content', message: 'Reply is required', code: 'invalid_parameter' }];
    expect((await replyTo(id, {})).json().errors).toEqual(required);
    expect((await replyTo(id, { content: '' })).json().errors).toEqual(required);
    expect((await replyTo(id, { content: '   \n ' })).json().errors).toEqual(required);
    expect((await replyTo(id, { content: 42 })).json().errors).toEqual(required);
    const long = await replyTo(id, { content: 'x'.repeat(1501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([
      { param: 'content', message: 'Reply must be 1500 characters or fewer', code: 'invalid_parameter' },
    ]);
    // 1500 after trimming is fine.
    const max = await replyTo(id, { content: ` ${'y'.repeat(1500)} ` });
    expect(max.statusCode).toBe(201);
    expect(max.json().content).toHaveLength(1500);
  });

  it('answers 404 for another supplier’s review and lets staff reply, audited as staff', async () => {
    expect((await replyTo(otherSupplierReview, { content: 'Hi' })).statusCode).toBe(404);
    const id = await review({});
    expect((await replyTo(id, { content: 'From staff' }, 'staff')).statusCode).toBe(201);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'review'), eq(auditLog.entityId, String(id))));
    expect(entry).toMatchObject({ isStaff: true, actorEmail: 'staff@example.com', supplierId: 1 });
  });
});

describe('DELETE /api/suppliers/reviews/{id}/replies', () => {
  const del = (id: number, who?: 'supplier' | 'supplier2') =>
    call('DELETE', `/api/suppliers/reviews/${id}/replies`, undefined, who);

  it('removes the supplier reply, keeps the platform one, audits the old text, then a reply is possible again', async () => {
    const id = await review({
      replies: [
        { content: 'Platform note', isPlatform: true },
        { content: 'Our first answer', isPlatform: false },
      ],
    });
    const res = await del(id);
    expect(res.statusCode).toBe(204);
    const got = (await call('GET', `/api/suppliers/reviews/${id}`)).json();
    expect(got.supplierReply).toBeNull();
    expect(got.replies).toEqual([expect.objectContaining({ content: 'Platform note', isPlatform: true })]);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'review.reply.delete'), eq(auditLog.entityId, String(id))));
    expect(entry?.before).toMatchObject({ content: 'Our first answer' });
    expect((await replyTo(id, { content: 'Second go' })).statusCode).toBe(201);
  });

  it('refuses on an archived review', async () => {
    const id = await review({ archived: true, replies: [{ content: 'Old answer', isPlatform: false }] });
    const res = await del(id);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        param: '',
        message: 'This review has been archived, so its reply can no longer be deleted',
        code: 'review_archived',
      },
    ]);
  });

  it('refuses to delete a platform reply and answers 404 when there is nothing to delete', async () => {
    const platformOnly = await review({ replies: [{ content: 'Platform note', isPlatform: true }] });
    const res = await del(platformOnly);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { param: '', message: 'A reply written by the platform cannot be deleted', code: 'platform_reply' },
    ]);
    expect((await del(await review({}))).statusCode).toBe(404);
  });

  it('answers 404 for another supplier’s review and leaves its reply alone', async () => {
    const id = await review({
      supplierId: 2,
      replies: [{ content: 'Supplier two answer', isPlatform: false }],
    });
    expect((await del(id)).statusCode).toBe(404);
    expect(
      (await call('GET', `/api/suppliers/reviews/${id}`, undefined, 'supplier2')).json().supplierReply,
    ).toMatchObject({
      content: 'Supplier two answer',
    });
  });
});
