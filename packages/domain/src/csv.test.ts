import { describe, expect, it } from 'vitest';
import { escapeCsvCell } from './csv.ts';

describe('escapeCsvCell', () => {
  it('neutralises anything a spreadsheet would run', () => {
    for (const cell of [
      "-2+3+cmd|' /C calc'!A0",
      '=HYPERLINK("http://x","y")',
      '+1+1',
      '@SUM(A1)',
      '\t=1',
      '\r=1',
      '-1-1',
      '-',
    ]) {
      expect(escapeCsvCell(cell)).toBe(`'${cell}`);
    }
    expect(escapeCsvCell("-2+3+cmd|' /C calc'!A0")).toBe("'-2+3+cmd|' /C calc'!A0");
    expect(escapeCsvCell('=1+1')).toBe("'=1+1");
  });

  it('keeps plain numbers and ordinary text as they are', () => {
    expect(escapeCsvCell('-5')).toBe('-5');
    expect(escapeCsvCell('+3.25')).toBe('+3.25');
    expect(escapeCsvCell(-12.5)).toBe('-12.5');
    expect(escapeCsvCell('Jalapeño 1kg')).toBe('Jalapeño 1kg');
    expect(escapeCsvCell(null)).toBe('');
    expect(escapeCsvCell(undefined)).toBe('');
  });
});
