import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listQuerySchema } from '../list-query.ts';
import './index.ts';

const first = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('limits a schema states without a message read in the house wording', () => {
  it("text, lists, numbers and a missing value; never zod's own text", () => {
    expect(first(z.string().max(200), 'x'.repeat(201))).toBe('Must be at most 200 characters');
    expect(first(z.string().min(3), 'ab')).toBe('Must be at least 3 characters');
    expect(first(z.string().min(1), '')).toBe('Must not be empty');
    expect(first(z.array(z.number()).max(2), [1, 2, 3])).toBe('Must have at most 2 items');
    expect(first(z.array(z.number()).min(1), [])).toBe('Must have at least 1 item');
    expect(first(z.number().max(1000), 1001)).toBe('Must be at most 1,000');
    expect(first(z.number().gt(0), 0)).toBe('Must be more than 0');
    expect(first(z.object({ a: z.string() }), {})).toBe('Is required');
  });

  it('a message the schema names wins', () => {
    expect(first(z.string().max(2, 'Name is too long'), 'abc')).toBe('Name is too long');
  });

  it('a search over 200 characters names the search', () => {
    expect(first(listQuerySchema, { fuzzy: 'a'.repeat(201) })).toBe('Search must be at most 200 characters');
    expect(first(listQuerySchema, { search: 'a'.repeat(501) })).toBe('Search must be at most 500 characters');
  });
});
