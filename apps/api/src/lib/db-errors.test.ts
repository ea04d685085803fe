import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOM_PRICE_EXISTS_CODE, CUSTOM_PRICE_MESSAGES } from '@portal/domain';
import { openDatabase, type Database } from '../db/client.ts';
import { withRetries } from '../db/transaction.ts';
import { dbErrorOf, isConnectionLost, mapDatabaseError } from './db-errors.ts';

/** Real errors of a real (embedded) PostgreSQL, as drizzle throws them, through the one mapping. */
let database: Database;
const SECRET = 'secret-value-7f3a';

beforeAll(async () => {
  database = await openDatabase({});
  const statements = [
    sql`create table scratch (
      id serial primary key,
      code text not null,
      n int check (n >= 0),
      parent_id int references scratch(id),
      at date
    )`,
    sql`create unique index scratch_code_idx on scratch (code)`,
    sql`create table custom_prices (product_id int, venue_id int)`,
    sql`create unique index custom_prices_product_venue_idx on custom_prices (product_id, venue_id)`,
    sql`insert into scratch (code) values (${SECRET})`,
    sql`insert into custom_prices values (1, 2)`,
  ];
  for (const statement of statements) await database.db.execute(statement);
});
afterAll(() => database?.close());

/** The error drizzle throws for a statement, mapped; and that the body never quotes the statement's values. */
async function answerFor(statement: ReturnType<typeof sql>) {
  const error = await database.db.execute(statement).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).not.toBeNull();
  expect(String((error as Error).message)).toContain('Failed query'); // drizzle's wrapper, params and all
  const mapped = mapDatabaseError(error);
  expect(mapped).not.toBeNull();
  const body = JSON.stringify({ errors: mapped!.errors, ...mapped!.extra });
  expect(body).not.toContain(SECRET);
  expect(body).not.toContain('Failed query');
  return { status: mapped!.status, errors: mapped!.errors, code: dbErrorOf(error)?.code };
}

describe('mapDatabaseError', () => {
  it('answers a duplicate on a known index with what the service answers for it', async () => {
    expect(await answerFor(sql`insert into custom_prices values (1, 2)`)).toEqual({
      status: 400,
      code: '23505',
      errors: [
        { param: 'venueId', message: CUSTOM_PRICE_MESSAGES.alreadyExists, code: CUSTOM_PRICE_EXISTS_CODE },
      ],
    });
  });

  it('answers a duplicate on an index it does not know with a plain 409', async () => {
    expect(await answerFor(sql`insert into scratch (code) values (${SECRET})`)).toEqual({
      status: 409,
      code: '23505',
      errors: [{ param: '', message: 'This record already exists', code: 'conflict' }],
    });
  });

  it('answers a missing reference with 400 on the column, and removing a referenced row with 409', async () => {
    expect(await answerFor(sql`insert into scratch (code, parent_id) values ('b', 999)`)).toEqual({
      status: 400,
      code: '23503',
      errors: [
        { param: 'parentId', message: 'The referenced record does not exist', code: 'invalid_parameter' },
      ],
    });
    await database.db.execute(sql`insert into scratch (code, parent_id) values ('child', 1)`);
    expect(await answerFor(sql`delete from scratch where id = 1`)).toEqual({
      status: 409,
      code: '23503',
      errors: [{ param: '', message: 'This record is still in use and cannot be removed', code: 'conflict' }],
    });
  });

  it('answers check and not-null violations with 400', async () => {
    expect(await answerFor(sql`insert into scratch (code, n) values ('c', -1)`)).toEqual({
      status: 400,
      code: '23514',
      errors: [{ param: '', message: 'The value is not allowed', code: 'invalid_parameter' }],
    });
    expect(await answerFor(sql`insert into scratch (code) values (null)`)).toEqual({
      status: 400,
      code: '23502',
      errors: [{ param: 'code', message: 'A value is required', code: 'invalid_parameter' }],
    });
  });

  it('answers values the column cannot hold with 400, without quoting them', async () => {
    const invalid = [{ param: '', message: 'Invalid value', code: 'invalid_parameter' }];
    expect(await answerFor(sql`select ${SECRET}::int`)).toEqual({
      status: 400,
      code: '22P02',
      errors: invalid,
    });
    expect(await answerFor(sql`select ${'99999999999'}::int`)).toEqual({
      status: 400,
      code: '22003',
      errors: invalid,
    });
    expect(await answerFor(sql`insert into scratch (code, at) values ('d', ${'2024-13-45'})`)).toEqual({
      status: 400,
      code: '22008',
      errors: invalid,
    });
    expect(await answerFor(sql`select ${'not a date'}::date`)).toEqual({
      status: 400,
      code: '22007',
      errors: invalid,
    });
  });

  it('leaves everything else to the 500 of a bug', async () => {
    const error = await database.db.execute(sql`select * from no_such_table`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(dbErrorOf(error)?.code).toBe('42P01');
    expect(mapDatabaseError(error)).toBeNull();
    expect(mapDatabaseError(new TypeError('x is undefined'))).toBeNull();
  });

  it('knows node-postgres lost-connection errors, wrapped or not', () => {
    const lost = new Error('Connection terminated unexpectedly');
    const wrapped = Object.assign(new Error('Failed query: insert …\nparams: secret'), { cause: lost });
    expect(isConnectionLost(wrapped)).toBe(true);
    expect(mapDatabaseError(wrapped)?.status).toBe(503);
    expect(mapDatabaseError(wrapped)?.headers).toEqual({ 'retry-after': '2' });
    expect(isConnectionLost(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))).toBe(true);
    expect(isConnectionLost(Object.assign(new Error('terminating'), { code: '57P01' }))).toBe(true);
    expect(isConnectionLost(Object.assign(new Error('dup'), { code: '23505' }))).toBe(false);
    expect(isConnectionLost(Object.assign(new Error('lost'), { code: '08006' }))).toBe(true);
    // A protocol violation (too many bind parameters) is a bug, not a connection to retry.
    expect(
      isConnectionLost(Object.assign(new Error('bind message has 70000 parameters'), { code: '08P01' })),
    ).toBe(false);
    expect(mapDatabaseError(Object.assign(new Error('bind message'), { code: '08P01' }))).toBeNull();
    // PgBouncer's word for a server connection that died under a transaction (pg_terminate_backend, a
    // failover): FATAL, the client's connection is closed, and running it again on another one is safe.
    const crashed = Object.assign(new Error('server conn crashed?'), { code: '08P01', severity: 'FATAL' });
    expect(isConnectionLost(crashed)).toBe(true);
    expect(mapDatabaseError(crashed)?.status).toBe(503);
    const bind = Object.assign(new Error('bind message'), { code: '08P01', severity: 'ERROR' });
    expect(isConnectionLost(bind)).toBe(false);
  });
});

/** The retry policy of db/transaction.ts, driven with the errors the server raises. */
describe('withRetries', () => {
  const dbError = (code: string) => Object.assign(new Error(`sqlstate ${code}`), { code });

  it('runs a transaction again after a serialization failure or deadlock, up to 4 more times', async () => {
    let runs = 0;
    const failTwice = await withRetries(
      async (body: (tx: null) => Promise<number>) => {
        runs += 1;
        if (runs <= 2) throw dbError(runs === 1 ? '40001' : '40P01');
        return body(null);
      },
      async () => 42,
    );
    expect([failTwice, runs]).toEqual([42, 3]);

    runs = 0;
    const always = withRetries(
      async () => {
        runs += 1;
        throw dbError('40001');
      },
      async () => 1,
    );
    await expect(always).rejects.toMatchObject({ code: '40001' });
    expect(runs).toBe(5);
  });

  it('runs it once more when the connection was lost before COMMIT, never after', async () => {
    let runs = 0;
    const before = await withRetries(
      async (body: (tx: null) => Promise<string>) => {
        runs += 1;
        if (runs === 1) throw new Error('Connection terminated unexpectedly');
        return body(null);
      },
      async () => 'saved',
    );
    expect([before, runs]).toEqual(['saved', 2]);

    runs = 0;
    const duringCommit = withRetries(
      async (body: (tx: null) => Promise<string>) => {
        runs += 1;
        await body(null); // the callback finished: COMMIT was on its way
        throw new Error('Connection terminated unexpectedly');
      },
      async () => 'maybe saved',
    );
    await expect(duringCommit).rejects.toThrow('Connection terminated unexpectedly');
    expect(runs).toBe(1);

    runs = 0;
    const twice = withRetries(
      async () => {
        runs += 1;
        throw Object.assign(new Error('terminating connection'), { code: '57P01' });
      },
      async () => 'never',
    );
    await expect(twice).rejects.toMatchObject({ code: '57P01' });
    expect(runs).toBe(2);
  });

  it('does not run again for the answer of a rule (a duplicate, a 404)', async () => {
    let runs = 0;
    const duplicate = withRetries(
      async () => {
        runs += 1;
        throw dbError('23505');
      },
      async () => 0,
    );
    await expect(duplicate).rejects.toMatchObject({ code: '23505' });
    expect(runs).toBe(1);
  });
});
