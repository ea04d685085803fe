import { describe, expect, it } from 'vitest';
import { POSTGRES_RUN } from '../../../test/test-runs.ts';
import { visualLine } from './bidi.ts';

// Pure functions: once a run, in its PGlite pass.
describe.skipIf(POSTGRES_RUN)('visualLine: a line in the order pdfkit writes it', () => {
  it('leaves a line without right-to-left text as it is', () => {
    for (const line of ['Phở bò 豆腐', 'पनीर टिक्का', 'Café (Parramatta) 24'])
      expect(visualLine(line)).toBe(line);
  });

  it('puts right-to-left words in visual order, each word kept in reading order for fontkit to reverse', () => {
    expect(visualLine('مطعم الشرق')).toBe('الشرق مطعم');
    expect(visualLine('מסעדת שלום')).toBe('שלום מסעדת');
  });

  it('keeps numbers left to right, and a left-to-right line keeps its right-to-left words together', () => {
    expect(visualLine('مطعم 24 ساعة')).toBe('ساعة 24 مطعم');
    expect(visualLine('Café مطعم الشرق (Parramatta)')).toBe('Café الشرق مطعم (Parramatta)');
  });

  it('mirrors brackets in right-to-left text', () => {
    expect(visualLine('حمص (طازج) 2 kg')).toBe('kg 2 (طازج) حمص');
  });

  it('keeps a character outside the BMP whole inside right-to-left text', () => {
    expect(visualLine('שלום 𠀋 עולם')).toBe('עולם 𠀋 שלום');
  });
});
