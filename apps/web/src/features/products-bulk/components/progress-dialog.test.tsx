import { describe, expect, it } from 'vitest';
import { progressView } from './progress-dialog.tsx';

describe('progressView', () => {
  it('says product for one and products for more', () => {
    expect(progressView(1, null, 0).label).toBe('Preparing 1 product…');
    expect(progressView(7, null, 0).label).toBe('Preparing 7 products…');
    expect(progressView(1, { phase: 'saving', startedAt: 0 }, 10).label).toBe('Saving 1 product…');
  });
  it('never shows a negative or over-100 percentage', () => {
    // The render's clock taken before the upload finished (the case that showed -2455%).
    const early = progressView(7, { phase: 'saving', startedAt: 100_000 }, 1_000);
    expect(early.value).toBe(50);
    expect(progressView(7, { phase: 'saving', startedAt: 0 }, 10_000_000).value).toBe(95);
    expect(progressView(7, { phase: 'uploading', loaded: 20, total: 10 }, 0).value).toBe(50);
    expect(progressView(7, { phase: 'done' }, 0).value).toBe(100);
  });
});
