import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { FormDialog } from './form-dialog.tsx';

/** Under 768 px: every max-width media query matches. */
function asPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    onchange: null,
    dispatchEvent: () => false,
  }));
}

afterEach(() => vi.unstubAllGlobals());

describe('ConfirmDialog', () => {
  it('asks by its title, says what happens, and confirms once with its own label', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(
      <ConfirmDialog
        open
        title="Remove from the team?"
        confirmLabel="Remove"
        destructive
        onConfirm={onConfirm}
        onClose={onClose}
      >
        kim@example.com will be signed out at once and can no longer sign in.
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Remove from the team?' });
    expect(dialog).toHaveTextContent(
      'Remove from the team?kim@example.com will be signed out at once and can no longer sign in.CancelRemove',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it("while busy shows 'Working', and neither confirming, cancelling nor Escape does anything", async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(
      <ConfirmDialog open title="Undo these changes?" busy onConfirm={onConfirm} onClose={onClose} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Undo these changes?' });
    expect(within(dialog).getByRole('progressbar', { name: 'Working' })).toBeInTheDocument();
    const [cancel, confirm] = within(dialog).getAllByRole('button');
    expect(cancel).toHaveTextContent('Cancel');
    expect(cancel).toBeDisabled();
    expect(confirm).toContainElement(within(dialog).getByRole('progressbar'));
    expect(confirm).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('on a phone stays a small dialog, just its title and buttons, where a form dialog fills the screen', () => {
    asPhone();
    renderWithProviders(
      <>
        <ConfirmDialog open title="Delete custom price?" onConfirm={() => {}} onClose={() => {}} />
        <FormDialog
          title="Add order ID"
          submitLabel="Save"
          busyLabel="Saving"
          busy={false}
          onSubmit={() => {}}
          onClose={() => {}}
        >
          <input aria-label="Supplier order ID" />
        </FormDialog>
      </>,
    );
    // The later dialog hides the earlier from the accessibility tree, as two open modals do.
    const confirm = screen.getByRole('dialog', { name: 'Delete custom price?', hidden: true });
    const form = screen.getByRole('dialog', { name: 'Add order ID' });
    expect(confirm).not.toHaveClass('MuiDialog-paperFullScreen');
    // Nothing to say under its title: no empty space where the content would be.
    expect(confirm.querySelector('.MuiDialogContent-root')).toBeNull();
    expect(form).toHaveClass('MuiDialog-paperFullScreen');
  });

  it("confirming inside a page's own form sends only the confirmation, never the page's form", async () => {
    const onConfirm = vi.fn();
    const pageSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    renderWithProviders(
      <form onSubmit={pageSubmit}>
        <input aria-label="Name" />
        <ConfirmDialog
          open
          title="Sign out everywhere?"
          confirmLabel="Sign out everywhere"
          onConfirm={onConfirm}
          onClose={() => {}}
        />
      </form>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Sign out everywhere?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(pageSubmit).not.toHaveBeenCalled();
  });
});
