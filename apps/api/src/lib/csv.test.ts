import { describe, expect, it } from 'vitest';
import { attachment, escapeCell, toCsv } from './csv.ts';

describe('csv', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(escapeCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(escapeCell('+61 2 9999')).toBe("'+61 2 9999");
    expect(escapeCell('-5')).toBe("'-5");
    expect(escapeCell('@cmd')).toBe("'@cmd");
    expect(escapeCell('Plain')).toBe('Plain');
    expect(escapeCell(12.5)).toBe('12.5');
    expect(escapeCell(null)).toBe('');
  });
  it('quotes commas and quotes, with CRLF rows', () => {
    expect(toCsv(['a', 'b'], [['x, y', 'say "hi"']])).toBe('a,b\r\n"x, y","say ""hi"""');
  });
  it('builds a safe content disposition', () => {
    expect(attachment('orders 2026.csv')).toBe(
      `attachment; filename="orders 2026.csv"; filename*=UTF-8''orders%202026.csv`,
    );
  });
});
