import { describe, expect, it } from 'vitest';
import { orderChangedEmail } from './changes.ts';
import { renderEmail } from './layout.ts';

const brand = { company: 'Harbour Fresh Wholesale', settingsUrl: 'http://portal.test/settings' };

describe('the e-mail layout', () => {
  it('declares Australian English and keeps each column header on one line (a 390 px phone broke "Before")', async () => {
    const content = orderChangedEmail(
      {
        id: 12,
        venue: 'The Rocks Bistro',
        deliveryDate: '2031-05-06',
        parentOrderId: null,
        deliveryComment: null,
        cancellationComment: null,
        total: 12_345,
        lines: 1,
      },
      'http://portal.test/orders/12',
      {
        added: [],
        removed: [],
        changed: [{ name: 'Beef Scotch Fillet Grass Fed Premium Cut', before: '2.5 kg', after: '3 kg' }],
        total: { before: 11_725, after: 12_345 },
      },
    );
    const { html } = await renderEmail(content, brand);
    expect(html).toMatch(/<html[^>]* lang="en-AU"/);
    expect(html).not.toContain('lang="und"');
    const headers = [...html.matchAll(/<th style="([^"]*)">([^<]*)<\/th>/g)];
    expect(headers.map((h) => h[2])).toEqual(['Product', 'Change', 'Before', 'Now']);
    for (const [, style] of headers) expect(style).toContain('white-space:nowrap');
  });
});
