import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/session.ts';

// Seeded review ids run newest first per supplier; the demo supplier's four newest are never answered or
// archived, and no other journey touches review 3.
const REVIEW_ID = 3;

test('reply to a review (terms enforced), see the reply, then delete it', async ({ page }) => {
  await signIn(page);
  await page.goto('/reviews');
  await page.getByRole('button', { name: `View review ${REVIEW_ID}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Review from / });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Your reply' })).toHaveCount(0);

  const form = dialog.getByRole('form', { name: 'Reply to this review' });
  // Empty and unticked: both rules speak.
  await form.getByRole('button', { name: 'Send reply' }).click();
  await expect(form.getByText('Reply is required')).toBeVisible();
  await expect(form.getByText('Please accept the terms and conditions')).toBeVisible();

  const text = `Thanks for the feedback, see you next week ${Date.now()}`;
  await form.getByLabel('Your reply').fill(text);
  await form.getByRole('button', { name: 'Send reply' }).click();
  // The text is fine now, the terms box still is not ticked: nothing is sent.
  await expect(form.getByText('Please accept the terms and conditions')).toBeVisible();
  await expect(form.getByText('Reply is required')).toHaveCount(0);
  await expect(dialog.getByRole('heading', { name: 'Your reply' })).toHaveCount(0);

  await form.getByLabel('I accept the terms and conditions for replying to reviews').check();
  await form.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Your reply has been posted')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Your reply' })).toBeVisible();
  await expect(dialog.getByText(text)).toBeVisible();
  // One reply per review: the form is gone.
  await expect(dialog.getByRole('form', { name: 'Reply to this review' })).toHaveCount(0);

  // The list shows the reply and the new status too.
  await dialog.getByRole('button', { name: 'Close' }).click();
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `View review ${REVIEW_ID}`, exact: true }) });
  await expect(row.getByText('Replied')).toBeVisible();
  await expect(row.getByText(text.slice(0, 40))).toBeVisible();

  await row.getByRole('button', { name: `View review ${REVIEW_ID}`, exact: true }).click();
  await dialog.getByRole('button', { name: 'Delete reply' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete your reply?' });
  await confirm.getByRole('button', { name: 'Delete reply' }).click();
  await expect(page.getByText('Your reply has been deleted')).toBeVisible();
  await expect(dialog.getByText(text)).toHaveCount(0);
  await expect(dialog.getByRole('form', { name: 'Reply to this review' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(row.getByText('Awaiting reply')).toBeVisible();
});
