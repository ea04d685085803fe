import { describe, expect, it } from 'vitest';
import { attachment, toCsv } from './csv.ts';

describe('csv', () => {
  it('neutralises cells a spreadsheet would run as formulas, through the domain escape', () => {
    const row = ['=SUM(A1)', '+61 2 9999', '-5', "-2+3+cmd|' /C calc'!A0", '@cmd', 'Plain', 12.5, null];
    expect(toCsv(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], [row]).split('\r\n')[1]).toBe(
      `'=SUM(A1),'+61 2 9999,-5,'-2+3+cmd|' /C calc'!A0,'@cmd,Plain,12.5,`,
    );
  });
  it('quotes commas and quotes, with CRLF rows', () => {
    expect(toCsv(['a', 'b'], [['x, y', 'say "hi"']])).toBe('\uFEFFa,b\r\n"x, y","say ""hi"""');
  });
  it('builds a safe content disposition', () => {
    expect(attachment('orders 2026.csv')).toBe(
      `attachment; filename="orders 2026.csv"; filename*=UTF-8''orders%202026.csv`,
    );
  });
});
