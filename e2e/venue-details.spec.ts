import { readFileSync } from 'node:fs';
import { pdfPages } from '../apps/api/test/pdf-text.ts';
import { expect, test } from './support/fixtures.ts';
import { authHeader, sydneyDay } from './support/api.ts';
import { signIn } from './support/session.ts';

/*
 * A venue changes its delivery details on the marketplace while it has a pending order: the order page shows
 * the new details with its alert and the updated-details banner, whose download, the run sheet and the
 * delivery slip all print the new address (the delivery details keep the old one as the order's history).
 */
test("a venue's new delivery details reach its pending order, its banner, the run sheet and the slip", async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const staff = await authHeader(request, 'staff');
  const products = (await (await request.get('/api/suppliers/products', { headers: staff })).json()) as {
    data: Array<{ id: number; enabled: boolean }>;
  };
  const product = products.data.find((p) => p.enabled)!;
  // A day of its own, far enough on that no other journey delivers then.
  const day = sydneyDay(24);
  // A venue of the demo supplier other than venue 1, which other journeys read.
  const venueId = 4;
  const placed = await request.post('/api/staff/test-orders', {
    headers: staff,
    data: { venueId, deliveryDate: day, lines: [{ productId: product.id, numberOfPortions: 1 }] },
  });
  expect(placed.status()).toBe(201);
  const { orderId } = (await placed.json()) as { orderId: number };
  const before = (await (
    await request.get(`/api/suppliers/orders/${orderId}`, { headers: staff })
  ).json()) as {
    shippingAddress: string;
  };

  const street = `${orderId} Banksia Parade`;
  const changed = await request.put(`/api/staff/test-venues/${venueId}/delivery-details`, {
    headers: staff,
    data: {
      street,
      suburb: 'Marrickville',
      postcode: '2204',
      state: 'NSW',
      firstName: 'Mei',
      lastName: 'Tanaka',
      phone: '0499 000 321',
    },
  });
  expect(changed.status()).toBe(200);
  expect(((await changed.json()) as { orderIds: number[] }).orderIds).toContain(orderId);

  await signIn(page);
  await page.goto(`/orders/${orderId}`);
  await expect(page.getByRole('heading', { name: `#${orderId}` })).toBeVisible();
  const banner = page.getByRole('alert').filter({ hasText: "The customer's delivery details were updated." });
  await expect(banner).toBeVisible();
  await expect(page.getByText('Updated delivery details', { exact: true })).toBeVisible();
  const deliverTo = page.getByRole('heading', { name: 'Deliver to' }).locator('..');
  await expect(deliverTo).toContainText(street);
  await expect(deliverTo).toContainText('Marrickville NSW 2204');
  await expect(deliverTo).toContainText('Mei Tanaka · 0499 000 321');
  await expect(deliverTo).not.toContainText(before.shippingAddress);
  for (const [label, viewport] of [
    ['1366', { width: 1366, height: 900 }],
    ['390', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await expect(banner).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath(`order-updated-details-${label}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1366, height: 900 });

  // The banner's download: the delivery details, new, with the old ones as the order's history.
  const download = page.waitForEvent('download');
  await banner.getByRole('button', { name: 'Download' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`delivery-instructions-${orderId}.pdf`);
  const details = (await pdfPages(readFileSync((await file.path())!))).join(' ');
  expect(details).toContain(street);
  expect(details).toContain('Mei Tanaka');
  expect(details).toContain('Previous details');
  expect(details).toContain(before.shippingAddress);

  const supplier = await authHeader(request, 'supplier');
  const runSheet = await request.get(`/api/suppliers/day-sheets/run-sheet?deliveryDate=${day}`, {
    headers: supplier,
  });
  expect(runSheet.status()).toBe(200);
  const run = (await pdfPages(await runSheet.body())).join(' ');
  expect(run).toContain(street);
  expect(run).toContain('Mei Tanaka');
  expect(run).not.toContain(before.shippingAddress);

  const slip = await request.get(`/api/orders/${orderId}/delivery-docket`, { headers: supplier });
  expect(slip.status()).toBe(200);
  const slipText = (await pdfPages(await slip.body())).join(' ');
  expect(slipText).toContain(street);
  expect(slipText).toContain('Marrickville NSW 2204');
  expect(slipText).not.toContain(before.shippingAddress);
});
