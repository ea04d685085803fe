import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from './support/fixtures.ts';
import { authHeader } from './support/api.ts';
import { axeViolations } from './support/axe.ts';
import { signIn } from './support/session.ts';

type OrderLine = { name: string; finalQuantityPriced: number | null; originalQuantityPriced: number };

/**
 * The demo supplier's invoiced (completed) orders, newest first: each width's journey credits its own.
 * Only orders with no notes yet, so a journey's Credit note is the order's first, and to a venue with an
 * ABN on record, so the order has an e-invoice.
 */
async function invoicedOrders(request: APIRequestContext): Promise<number[]> {
  const headers = await authHeader(request);
  const res = await request.get(
    '/api/suppliers/orders?search=orderStatus[]:COMPLETED&orderBy=orderId&sortedBy=desc&pageSize=10',
    { headers },
  );
  const ids = ((await res.json()) as { data: { orderId: number }[] }).data.map((o) => o.orderId);
  const fresh: number[] = [];
  for (const id of ids) {
    const notes = await request.get(`/api/suppliers/orders/${id}/credit-notes`, { headers });
    const einvoice = await request.get(`/api/orders/${id}/einvoice`, { headers });
    if (((await notes.json()) as { data: unknown[] }).data.length === 0 && einvoice.status() === 200)
      fresh.push(id);
  }
  return fresh;
}

/** The order's first supplied line and a quantity of it to credit (1, or all of less than 1). */
async function lineToCredit(request: APIRequestContext, orderId: number) {
  const res = await request.get(`/api/suppliers/orders/${orderId}`, { headers: await authHeader(request) });
  const lines = ((await res.json()) as { orderProducts: OrderLine[] }).orderProducts;
  const supplied = (l: OrderLine) => l.finalQuantityPriced ?? l.originalQuantityPriced;
  const line = lines.find((l) => supplied(l) > 0)!;
  return { name: line.name, quantity: String(Math.min(1, supplied(line))) };
}

/**
 * Screenshots for the review: only when CREDIT_NOTES_SHOTS names a folder. A dialog as the screen
 * shows it; a page whole, from its top (the app bar stays put while the page scrolls).
 */
async function shot(page: Page, name: string, { whole = false } = {}) {
  const dir = process.env.CREDIT_NOTES_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  if (whole) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: whole });
}

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const [index, size] of [
  [0, { width: 1366, height: 768 }],
  [1, { width: 390, height: 844 }],
] as const) {
  test(`raise a credit note on an invoiced order, download its PDF, ask for the order's e-invoice at ${size.width} px`, async ({
    page,
    request,
  }) => {
    test.slow();
    await page.setViewportSize(size);
    const orderId = (await invoicedOrders(request))[index];
    expect(orderId, 'an invoiced order without notes').toBeDefined();
    const line = await lineToCredit(request, orderId!);
    await signIn(page);
    await page.goto(`/orders/${orderId}`);
    await expect(page.getByRole('heading', { name: `#${orderId}` })).toBeVisible();
    const section = page.getByRole('region', { name: 'Credit notes' });
    await expect(section.getByText('No credit notes for this order')).toBeVisible();

    // The dialog: focus on its first field, a quantity of the first supplied line, a reason.
    const credit = section.getByRole('button', { name: 'Credit', exact: true });
    await credit.click();
    const dialog = page.getByRole('dialog', { name: `Credit order #${orderId}` });
    await expect(dialog.getByRole('checkbox').first()).toBeFocused();
    const group = dialog.getByRole('group', { name: line.name, exact: true }).first();
    await group.getByRole('checkbox').check();
    await group.getByLabel(/^Quantity \(/).fill('1e2');
    await dialog.getByRole('button', { name: 'Raise credit note' }).click();
    await expect(group.getByText('Quantity must be a number')).toBeVisible();
    await group.getByLabel(/^Quantity \(/).fill(line.quantity);
    await group.getByRole('combobox', { name: 'Reason' }).click();
    await page.getByRole('option', { name: 'Damaged', exact: true }).click();
    // The reason's menu hides the rest of the page from assistive technology (aria-hidden) until its
    // closing transition ends: axe run before then finds the dialog's labels hidden.
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(dialog.getByText(/^Credit total: \$\d/)).toBeVisible();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await shot(page, `credit-dialog-${size.width}`);

    await dialog.getByRole('button', { name: 'Raise credit note' }).click();
    await expect(page.getByText(/^Credit note CN-\d+ has been raised$/)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(credit).toBeFocused();
    // 'Session restored' (after the full load) may still show beside it: close the credit note's own notice.
    await page
      .getByRole('alert')
      .filter({ hasText: /^Credit note CN-\d+ has been raised$/ })
      .getByRole('button', { name: 'Close notice' })
      .click();
    const note = section.getByRole('listitem', { name: /^Credit note CN-\d+$/ });
    await expect(note).toHaveCount(1);
    await expect(note).toContainText('Damaged');
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, `order-with-credit-notes-${size.width}`, { whole: true });

    // Its PDF: the adjustment note's file, a PDF.
    const downloadPromise = page.waitForEvent('download');
    await note.getByRole('button', { name: /^Download CN-\d+ \(PDF\)$/ }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^credit-note-CN-\d+\.pdf$/);
    const file = readFileSync((await download.path())!);
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');

    // The order's tax invoice as a Peppol e-invoice (UBL 2.1), from the Documents menu: its number the PDF's.
    await page.getByRole('button', { name: 'Documents' }).click();
    const einvoicePromise = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'E-invoice (XML)' }).click();
    const einvoice = await einvoicePromise;
    const xml = readFileSync((await einvoice.path())!, 'utf8');
    expect(xml).toContain('<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"');
    expect(xml).toMatch(/<cbc:ID>INV-\d+<\/cbc:ID>/);
  });
}
