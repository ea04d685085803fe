import type { Locator, Page, Request } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { authHeader, sydneyDay } from './support/api.ts';
import { signIn } from './support/session.ts';
import { isEventStream } from './support/live-events.ts';

/**
 * A release while a form holds what the supplier typed: the new version is announced by every API answer,
 * and the parts of the page the tab had not loaded yet (the account menu, the image dialog) are gone from
 * the server. Opening one must not reload the page under the supplier: what was typed stays, and the page
 * asks them to save first. The tab moves to the new release at its next navigation (network.spec.ts).
 */

/** The chunks the release removed: parts of the page this tab never loaded. */
const REMOVED = /\/assets\/(user-menu-list|image-selector-dialog)-[\w-]+\.js$/;
const SAVE_FIRST =
  'A new version of the portal is available. Save your changes, then reload the page to continue.';

/** Counts the page's document loads from now on. */
function countDocuments(page: Page): () => number {
  let count = 0;
  page.on('request', (request: Request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) count += 1;
  });
  return () => count;
}

/**
 * The release: from `release()` on, the removed chunks answer 404 and every API answer carries the new
 * version. Until then a request for a removed chunk waits (the tab's own fetch of its later parts is
 * still on its way when the release lands), so the tab has not loaded them yet.
 */
async function prepareRelease(page: Page): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(REMOVED, async (route) => {
    await released;
    await route.fulfill({ status: 404, body: 'Not found' });
  });
  return async () => {
    await page.route('**/api/**', async (route) => {
      // The live events stream never ends (a fetch of it would never return).
      if (isEventStream(route.request().url())) return route.fallback();
      try {
        const response = await route.fetch();
        await route.fulfill({
          response,
          headers: { ...response.headers(), 'fb-api-version': '9.9.9+released' },
        });
      } catch {
        // The journey ended with this request under way: its page is closed.
      }
    });
    release();
  };
}

type Form = {
  name: string;
  path: string;
  /** Opens the form and types into it; returns the field typed into and what was typed. */
  type: (page: Page) => Promise<{ field: Locator; value: string }>;
};

const FORMS: Form[] = [
  {
    name: 'the product form',
    path: '/products/new',
    type: async (page) => {
      const field = page.getByLabel('Product Name');
      await field.fill('Typed before the release');
      return { field, value: 'Typed before the release' };
    },
  },
  {
    name: 'a special',
    path: '/specials/new',
    type: async (page) => {
      await expect(page.getByRole('heading', { name: 'Create Special' })).toBeVisible();
      const field = page.getByLabel('End date');
      await field.fill(sydneyDay(9));
      return { field, value: sydneyDay(9) };
    },
  },
  {
    name: 'the business details in settings',
    path: '/settings?section=business-details',
    type: async (page) => {
      const business = page.locator('section[data-section="BUSINESS_DETAILS"]');
      await business.getByRole('button', { name: 'Edit Business Details' }).click();
      const field = business.getByLabel('Postcode');
      await field.fill('2999');
      return { field, value: '2999' };
    },
  },
];

/** Forms in a dialog: nothing else on the page can be opened while they are up. */
const DIALOG_FORMS: Form[] = [
  {
    name: 'a new delivery zone',
    path: '/delivery-zones',
    type: async (page) => {
      await page.getByRole('button', { name: 'Create Zone' }).click();
      const field = page.getByRole('dialog', { name: 'Create Delivery Zone' }).getByLabel('Zone Name');
      await field.fill('Typed zone');
      return { field, value: 'Typed zone' };
    },
  },
  {
    name: 'a custom price',
    path: '/custom-prices/new',
    type: async (page) => {
      const field = page
        .getByRole('dialog', { name: 'Add Custom Price' })
        .getByLabel('Custom price (ex GST)');
      await field.fill('8.50');
      return { field, value: '8.50' };
    },
  },
];

test.describe('a release while a form holds input', () => {
  for (const form of FORMS) {
    test(`${form.name}: opening a part the release removed keeps what was typed`, async ({ page }) => {
      const release = await prepareRelease(page);
      await signIn(page, 'supplier', form.path);
      await expect(page.locator('.app-shell')).toHaveCount(0);
      const { field, value } = await form.type(page);
      const documents = countDocuments(page);
      await release();

      // The account menu's code is one of the parts this tab never had.
      await page.getByRole('button', { name: /Harbour Fresh Wholesale/ }).click();
      await expect(page.getByRole('alert').filter({ hasText: SAVE_FIRST })).toBeVisible();
      await expect(field).toHaveValue(value);
      expect(documents()).toBe(0);
    });
  }

  for (const form of DIALOG_FORMS) {
    test(`${form.name}: a release announced while the dialog is open keeps what was typed`, async ({
      page,
    }) => {
      const release = await prepareRelease(page);
      await signIn(page, 'supplier', form.path);
      await expect(page.locator('.app-shell')).toHaveCount(0);
      const { field, value } = await form.type(page);
      const documents = countDocuments(page);
      await release();
      // The page's own requests carry the new version (a refetch as the tab comes back to the front).
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await expect(field).toHaveValue(value);
      expect(documents()).toBe(0);
    });
  }

  test("the product form's View Image, the audit's case, keeps the typed name", async ({ page, request }) => {
    // A product with an image: View Image shows it.
    const { data } = (await (
      await request.get('/api/suppliers/products?pageSize=100', { headers: await authHeader(request) })
    ).json()) as { data: Array<{ id: number; image: unknown }> };
    const product = data.find((p) => p.image);
    expect(product).toBeDefined();
    const release = await prepareRelease(page);
    await signIn(page, 'supplier', `/products/${product!.id}`);
    const name = page.getByLabel('Product Name');
    await expect(name).not.toHaveValue('');
    await name.fill('Heirloom carrots, typed');
    const documents = countDocuments(page);
    await release();
    await page.getByRole('button', { name: 'View Image' }).click();
    await expect(page.getByRole('alert').filter({ hasText: SAVE_FIRST })).toBeVisible();
    await expect(name).toHaveValue('Heirloom carrots, typed');
    expect(documents()).toBe(0);
  });

  test('with nothing typed, the page moves to the new release at once (no question)', async ({ page }) => {
    const release = await prepareRelease(page);
    await signIn(page, 'supplier', '/products');
    await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
    const documents = countDocuments(page);
    await release();
    await page.getByRole('button', { name: /Harbour Fresh Wholesale/ }).click();
    await expect.poll(documents).toBe(1);
    await expect(page.getByText(SAVE_FIRST)).toHaveCount(0);
  });
});
