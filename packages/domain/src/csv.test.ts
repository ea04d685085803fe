import { describe, expect, it } from 'vitest';
import { escapeCsvCell, unescapeCsvCell } from './csv.ts';

const RISKY = [
  "-2+3+cmd|' /C calc'!A0",
  '=HYPERLINK("http://x","y")',
  '+1+1',
  '@SUM(A1)',
  '\t=1',
  '\r=1',
  '-1-1',
  '-',
  ' =1+1',
  '   @SUM(A1)',
  '\n=1+1',
  '\nanything',
  '＝1+1',
  ' ＋1',
  '＠SUM(A1)',
  '－1',
  "'=1+1",
];

describe('escapeCsvCell', () => {
  it('neutralises anything a spreadsheet would run', () => {
    for (const cell of RISKY) expect(escapeCsvCell(cell)).toBe(`'${cell}`);
    expect(escapeCsvCell("-2+3+cmd|' /C calc'!A0")).toBe("'-2+3+cmd|' /C calc'!A0");
    expect(escapeCsvCell('=1+1')).toBe("'=1+1");
  });

  it('keeps plain numbers and ordinary text as they are', () => {
    expect(escapeCsvCell('-5')).toBe('-5');
    expect(escapeCsvCell('+3.25')).toBe('+3.25');
    expect(escapeCsvCell(-12.5)).toBe('-12.5');
    expect(escapeCsvCell('Jalapeño 1kg')).toBe('Jalapeño 1kg');
    expect(escapeCsvCell("'Nduja")).toBe("'Nduja");
    expect(escapeCsvCell(' Leading space')).toBe(' Leading space');
    expect(escapeCsvCell(null)).toBe('');
    expect(escapeCsvCell(undefined)).toBe('');
  });
});

describe('unescapeCsvCell', () => {
  it('undoes exactly what escapeCsvCell did, for risky and ordinary text alike', () => {
    const all = [...RISKY, '-5', 'Jalapeño', "'Nduja", "''=x", '-Lean Beef Mince', '+Extra', '@Home', '=Sum'];
    for (const cell of all) expect(unescapeCsvCell(escapeCsvCell(cell))).toBe(cell);
  });

  it('keeps an apostrophe that the escape did not add', () => {
    expect(unescapeCsvCell("'Nduja")).toBe("'Nduja");
    expect(unescapeCsvCell("'-Lean Beef Mince")).toBe('-Lean Beef Mince');
  });
});
