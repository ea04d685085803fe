import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { insertOrder } from '../../../test/order-fixtures.ts';
import { pdfPages } from '../../../test/pdf-text.ts';
import { startSmtpSink } from '../../../test/smtp-sink.ts';
import { jobHandlers } from '../../modules/jobs.ts';
import { runOneJob } from '../jobs.ts';
import { PDF_THREAD_NICE, poolSize, renderEmailHtml, renderPdf, workerTasksDuring } from './pdf-pool.ts';

// PDFs render in worker threads, never on the event loop. These tests fail if a
// PDF route or job renders in the main thread again (the worker count would not move).

describe('the PDF pool', () => {
  it('renders in a worker thread and answers the PDF', async () => {
    let pdf: Buffer = Buffer.alloc(0);
    const tasks = await workerTasksDuring(async () => {
      pdf = await renderPdf('renderEmptyDay', 'Packing slips', 'Harbour Fresh Wholesale', '2026-03-02');
    });
    expect(tasks).toBe(1);
    const [page] = await pdfPages(pdf);
    expect(page).toContain('Packing slips');
    expect(page).toContain('Harbour Fresh Wholesale');
  });

  it("renders an e-mail's MJML to HTML in a worker thread, and a template's error comes back", async () => {
    let html = '';
    const tasks = await workerTasksDuring(async () => {
      html = await renderEmailHtml(
        '<mjml><mj-body><mj-section><mj-column><mj-text>Tōfu 豆腐 ready</mj-text></mj-column></mj-section></mj-body></mjml>',
      );
    });
    expect(tasks).toBe(1);
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toContain('Tōfu 豆腐 ready');
    await expect(renderEmailHtml('<mjml><mj-body><mj-text>loose</mj-text></mj-body></mjml>')).rejects.toThrow(
      /mj-text cannot be used inside mj-body/,
    );
  });

  it("hands a renderer's error back to the caller", async () => {
    // The renderer's own error, not a pool failure: an order without lines fails where it reads them.
    await expect(renderPdf('renderOrderDocuments', 'invoice', [{} as never])).rejects.toThrow(
      "Cannot read properties of undefined (reading 'filter')",
    );
    // The worker that failed still renders the next PDF.
    const pdf = await renderPdf('renderEmptyDay', 'Packing slips', 'A', '2026-03-02');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it.runIf(process.platform === 'linux')(
    'renders at a lower priority than the event loop, which keeps its own',
    async () => {
      await renderPdf('renderEmptyDay', 'Packing slips', 'A', '2026-03-02');
      // Field 19 of /proc/<pid>/task/<tid>/stat is the thread's nice value.
      const niceOf = (tid: string) =>
        Number(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);
      const threads = readdirSync('/proc/self/task');
      expect(niceOf(String(process.pid))).toBe(os.getPriority());
      expect(threads.filter((tid) => niceOf(tid) === PDF_THREAD_NICE).length).toBeGreaterThan(0);
    },
  );

  it('is sized to the cores unless PDF_WORKERS says otherwise (0 renders inline)', () => {
    expect(poolSize({})).toBe(os.availableParallelism());
    expect(poolSize({ PDF_WORKERS: '0' })).toBe(0);
    expect(poolSize({ PDF_WORKERS: '3' })).toBe(3);
    expect(poolSize({ PDF_WORKERS: 'many' })).toBe(os.availableParallelism());
  });
});

describe('every PDF the API makes goes through the pool', () => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let order: number;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ smtpUrl: sink.url, publicUrl: 'http://portal.test' });
    order = await insertOrder(t.database.db, {
      supplierId: 1,
      venueId: 1,
      status: 'COMPLETED',
      deliveryDate: '2026-03-02',
      lines: [{ name: 'Lemons', priceIncGst: 650, quantity: 5 }],
    });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  const get = async (url: string) => t.app.inject({ method: 'GET', url, headers: await t.auth('supplier') });

  it.each([
    `/api/orders/invoices?orderIds=ORDER`,
    `/api/orders/ORDER/delivery-docket`,
    `/api/suppliers/day-sheets/pick-sheet?deliveryDate=2026-03-02`,
    `/api/suppliers/day-sheets/run-sheet?deliveryDate=2026-03-02`,
    `/api/suppliers/day-sheets/packing-slips?deliveryDate=2026-03-02`,
  ])('GET %s', async (url) => {
    let res!: Awaited<ReturnType<typeof get>>;
    const tasks = await workerTasksDuring(async () => {
      res = await get(url.replace('ORDER', String(order)));
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(tasks).toBe(1);
  });

  it('an e-mailed batch', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/invoices-async',
      headers: await t.auth('supplier'),
      payload: { orderIds: [order], email: 'pool@example.com' },
    });
    expect(res.statusCode).toBe(202);
    let ran = false;
    const tasks = await workerTasksDuring(async () => {
      ran = await runOneJob(t.database.db, jobHandlers(t.app.ctx), 'pool-test');
    });
    expect(ran).toBe(true);
    // The batch's PDF and its e-mail's HTML.
    expect(tasks).toBe(2);
  });
});
