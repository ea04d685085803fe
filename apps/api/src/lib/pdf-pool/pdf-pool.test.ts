import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { insertOrder } from '../../../test/order-fixtures.ts';
import { pdfPages } from '../../../test/pdf-text.ts';
import { startSmtpSink } from '../../../test/smtp-sink.ts';
import { jobHandlers } from '../../modules/jobs.ts';
import { runOneJob } from '../jobs.ts';
import { PdfPool, poolSize, renderEmailHtml, renderPdf, workerTasksDuring } from './pdf-pool.ts';
import { isolationOf, PDF_NICE } from './renderer-host.ts';

// PDFs render in the pool's renderers, never on the event loop. These tests fail if a
// PDF route or job renders in the main thread again (the task count would not move).

describe('the PDF pool', () => {
  it('renders in a renderer of the pool and answers the PDF', async () => {
    let pdf: Buffer = Buffer.alloc(0);
    const tasks = await workerTasksDuring(async () => {
      pdf = await renderPdf('renderEmptyDay', 'Packing slips', 'Harbour Fresh Wholesale', '2026-03-02');
    });
    expect(tasks).toBe(1);
    const [page] = await pdfPages(pdf);
    expect(page).toContain('Packing slips');
    expect(page).toContain('Harbour Fresh Wholesale');
  });

  it("renders an e-mail's MJML to HTML in the pool, and a template's error comes back", async () => {
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

  describe.runIf(process.platform === 'linux')('on Linux, below every request', () => {
    /** Field 19 of /proc/<pid>/task/<tid>/stat is a thread's nice value, field 6 its session. */
    const statOf = (pid: number, tid: number | string = pid) =>
      readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const niceOf = (pid: number, tid: number | string = pid) => Number(statOf(pid, tid)[16]);
    const sessionOf = (pid: number) => Number(statOf(pid)[3]);
    const threadsOf = (pid: number) => readdirSync(`/proc/${pid}/task`);

    it('renders in a process of its own session, every thread and its group niced; the API keeps its own', async () => {
      const pool = new PdfPool(1);
      expect(pool.isolation).toBe('process');
      const pdf = await pool.run('renderEmptyDay', ['Packing slips', 'A', '2026-03-02']);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const [pid] = pool.pids();
      expect(pid).not.toBe(process.pid);
      // Its own session: the scheduler weighs it as a group of its own against the API and the database.
      expect(sessionOf(pid!)).toBe(pid);
      expect(sessionOf(pid!)).not.toBe(sessionOf(process.pid));
      for (const tid of threadsOf(pid!)) expect(niceOf(pid!, tid)).toBe(PDF_NICE);
      // The group's own weight: '/autogroup-<n> nice <value>', set a moment after the start.
      await expect
        .poll(() => readFileSync(`/proc/${pid}/autogroup`, 'utf8').trim())
        .toMatch(new RegExp(` nice ${PDF_NICE}$`));
      expect(niceOf(process.pid)).toBe(os.getPriority());
    });

    it('with PDF_ISOLATION=thread, renders in a niced thread of this process', async () => {
      const pool = new PdfPool(1, isolationOf({ PDF_ISOLATION: 'thread' }));
      const pdf = await pool.run('renderEmptyDay', ['Packing slips', 'A', '2026-03-02']);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pool.pids()).toEqual([process.pid]);
      const niced = threadsOf(process.pid).filter((tid) => niceOf(process.pid, tid) === PDF_NICE);
      expect(niced.length).toBeGreaterThan(0);
      expect(niceOf(process.pid)).toBe(os.getPriority());
    });

    it('a renderer that dies fails its task, and the next task gets a new one', async () => {
      const pool = new PdfPool(1);
      await pool.run('renderEmptyDay', ['Packing slips', 'A', '2026-03-02']);
      const [first] = pool.pids();
      const rendering = pool.run('renderEmptyDay', ['Packing slips', 'B', '2026-03-02']);
      process.kill(first!, 'SIGKILL');
      await expect(rendering).rejects.toThrow('PDF renderer stopped (SIGKILL)');
      const pdf = await pool.run('renderEmptyDay', ['Packing slips', 'C', '2026-03-02']);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pool.pids()).not.toContain(first);
    });
  });

  it('is sized to the cores unless PDF_WORKERS says otherwise (0 renders inline)', () => {
    expect(poolSize({})).toBe(os.availableParallelism());
    expect(poolSize({ PDF_WORKERS: '0' })).toBe(0);
    expect(poolSize({ PDF_WORKERS: '3' })).toBe(3);
    expect(poolSize({ PDF_WORKERS: 'many' })).toBe(os.availableParallelism());
  });

  it('renders in processes unless PDF_ISOLATION=thread', () => {
    expect(isolationOf({})).toBe('process');
    expect(isolationOf({ PDF_ISOLATION: 'thread' })).toBe('thread');
    expect(isolationOf({ PDF_ISOLATION: 'threads?' })).toBe('process');
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
