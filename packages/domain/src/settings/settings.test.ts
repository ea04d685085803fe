import { describe, expect, it } from 'vitest';
import {
  addressSchema,
  bankDetailsSchema,
  changePasswordFormSchema,
  contactBodySchema,
  changePasswordBodySchema,
  EARLY_DELIVERY_OPTIONS,
  isAustralianPhone,
  isCommonPassword,
  newPasswordProblem,
  normalisePostcode,
} from './index.ts';
import { commonPasswordCount } from './common-passwords.ts';

const messages = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

describe('settings rules', () => {
  it('accepts postcodes 800 to 7799 only, stored with four digits', () => {
    expect(normalisePostcode('800')).toBe('0800');
    expect(normalisePostcode(7799)).toBe('7799');
    expect(normalisePostcode('799')).toBeNull();
    expect(normalisePostcode('7800')).toBeNull();
    expect(normalisePostcode('20a0')).toBeNull();
    expect(messages(addressSchema.safeParse({ street: 'x', suburb: 'y', postcode: '9999' }))).toEqual([
      'Must be a valid Australian postcode',
    ]);
  });

  it('checks the BSB as three digits, an optional dash or space, three digits', () => {
    const bank = (bsb: string) =>
      bankDetailsSchema.safeParse({ accountName: 'A', bsb, accountNumber: '123456' });
    expect(bank('062-000').success).toBe(true);
    expect(bank('062 000').success).toBe(true);
    expect(bank('062000').success).toBe(true);
    expect(messages(bank('06-2000'))).toEqual(['Must be a valid BSB']);
  });

  it('takes an account number of 6 to 10 digits only', () => {
    const account = (accountNumber: string) =>
      bankDetailsSchema.safeParse({ accountName: 'A', bsb: '062-000', accountNumber });
    expect(account('123456').success).toBe(true);
    expect(account(' 1234567890 ').success).toBe(true);
    expect(messages(account('12345'))).toEqual(['Account number must be 6 to 10 digits']);
    expect(messages(account('12345678901'))).toEqual(['Account number must be 6 to 10 digits']);
    expect(messages(account('1234567890123456789012a'))).toEqual(['Account number must be 6 to 10 digits']);
    expect(messages(account('12AB5678'))).toEqual(['Account number must be 6 to 10 digits']);
    expect(messages(account('1234 5678'))).toEqual(['Account number must be 6 to 10 digits']);
    expect(messages(account(''))).toEqual(['Account number is required']);
  });

  it('knows Australian phone numbers', () => {
    for (const ok of [
      '0298765432',
      '02 9876 5432',
      '0412 345 678',
      '+61 412 345 678',
      '1300 123 456',
      '131450',
    ])
      expect(isAustralianPhone(ok), ok).toBe(true);
    for (const bad of ['12345', '0512345678', '+1 415 555 0100', '04123456789'])
      expect(isAustralianPhone(bad), bad).toBe(false);
  });

  it('offers hourly early delivery times 1am to 11pm then midnight as HH:00:00', () => {
    expect(EARLY_DELIVERY_OPTIONS).toHaveLength(24);
    expect(EARLY_DELIVERY_OPTIONS[0]).toEqual({ value: '01:00:00', label: '1am' });
    expect(EARLY_DELIVERY_OPTIONS[11]).toEqual({ value: '12:00:00', label: '12pm' });
    expect(EARLY_DELIVERY_OPTIONS[23]).toEqual({ value: '00:00:00', label: 'Midnight' });
  });

  it('requires the current password unless staff, and a matching confirmation', () => {
    const form = { oldPassword: '', newPassword: 'short', confirmPassword: 'other' };
    expect(messages(changePasswordFormSchema(false).safeParse(form))).toEqual([
      'Must be at least 8 characters',
      'Current password is required',
      'Password confirmation does not match new password',
    ]);
    expect(
      changePasswordFormSchema(true).safeParse({
        oldPassword: '',
        newPassword: 'longenough',
        confirmPassword: 'longenough',
      }).success,
    ).toBe(true);
  });

  it('needs only an email for extra recipients, and a full record for the owner', () => {
    expect(contactBodySchema.safeParse({ contactTypeId: 3, email: 'a@b.co', phone: '' }).success).toBe(true);
    expect(messages(contactBodySchema.safeParse({ contactTypeId: 6, email: 'nope' }))).toEqual([
      'Must be a valid email address',
      'First name is required',
      'Last name is required',
      'Phone is required',
    ]);
  });

  it('takes new passwords of 8 to 128 characters, one message for each bound', () => {
    expect(newPasswordProblem('a'.repeat(7))).toBe('Must be at least 8 characters');
    expect(newPasswordProblem('a'.repeat(8) + 'Zq')).toBeNull();
    expect(newPasswordProblem('xK9'.repeat(42) + 'ab')).toBeNull(); // 128
    expect(newPasswordProblem('xK9'.repeat(43))).toBe('Must be at most 128 characters'); // 129
    expect(newPasswordProblem('x'.repeat(100_000))).toBe('Must be at most 128 characters');
    // Characters, not UTF-16 units: 128 emoji are 256 units and still allowed.
    expect(newPasswordProblem('🥕'.repeat(128))).toBeNull();
    expect(newPasswordProblem('🥕'.repeat(129))).toBe('Must be at most 128 characters');
    expect(messages(changePasswordBodySchema.safeParse({ newPassword: 'x'.repeat(100_000) }))).toEqual([
      'Must be at most 128 characters',
    ]);
    expect(messages(changePasswordBodySchema.safeParse({}))).toEqual(['Must be at least 8 characters']);
  });

  it('refuses the common passwords in any case, with one clear message', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(1000);
    for (const common of ['password123', 'PASSWORD123', 'Password1', 'qwerty123', 'iloveyou', 'sunshine'])
      expect(newPasswordProblem(common), common).toBe(
        'This password is too common. Choose one that is harder to guess.',
      );
    expect(isCommonPassword('harbour-fresh-2025')).toBe(false);
    expect(
      messages(
        changePasswordFormSchema(true).safeParse({
          oldPassword: '',
          newPassword: 'password123',
          confirmPassword: 'password123',
        }),
      ),
    ).toEqual(['This password is too common. Choose one that is harder to guess.']);
  });
});
