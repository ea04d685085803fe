import { describe, expect, it } from 'vitest';
import { accountingExportQuerySchema } from '../fulfilment/fulfilment.schemas.ts';
import { dateRangeProblem, MAX_RANGE_DAYS } from './calendar.ts';

describe('dateRangeProblem: the one rule for a range of days', () => {
  it('names the first problem on its field, in the words of the form and the API', () => {
    expect(dateRangeProblem('2026-11-01', '2026-11-30')).toBeNull();
    expect(dateRangeProblem('2026-11-01', '2026-11-01')).toBeNull();
    expect(dateRangeProblem('', '2026-11-30')).toEqual({
      field: 'from',
      message: 'Please choose a start date',
    });
    expect(dateRangeProblem('2026-11-01', '2026-02-30')).toEqual({
      field: 'to',
      message: 'Please choose an end date',
    });
    expect(dateRangeProblem('2026-11-02', '2026-11-01')).toEqual({
      field: 'to',
      message: 'The end date must not be before the start date',
    });
  });

  it('counts both ends: 366 days pass, 367 do not (and no limit unless asked)', () => {
    expect(MAX_RANGE_DAYS).toBe(366);
    expect(dateRangeProblem('2024-01-01', '2024-12-31', MAX_RANGE_DAYS)).toBeNull();
    expect(dateRangeProblem('2025-01-01', '2026-01-01', MAX_RANGE_DAYS)).toBeNull();
    expect(dateRangeProblem('2025-01-01', '2026-01-02', MAX_RANGE_DAYS)).toEqual({
      field: 'to',
      message: 'The date range can be at most 366 days',
    });
    expect(dateRangeProblem('2020-01-01', '2026-01-02')).toBeNull();
  });

  it('is the accounting export query rule too', () => {
    const issues = (from: string, to: string) =>
      accountingExportQuerySchema.safeParse({ format: 'xero', from, to }).error?.issues.map((i) => i.message);
    expect(issues('2026-11-02', '2026-11-01')).toEqual(['The end date must not be before the start date']);
    expect(issues('2025-01-01', '2026-01-02')).toEqual(['The date range can be at most 366 days']);
    expect(issues('2025-01-01', '2026-01-01')).toBeUndefined();
  });
});
