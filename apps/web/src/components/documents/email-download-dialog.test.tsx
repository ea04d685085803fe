import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmailDownloadDialog } from './email-download-dialog.tsx';

describe('EmailDownloadDialog', () => {
  it('prefills the supplier e-mail and checks it with the spec messages', async () => {
    const onSend = vi.fn();
    render(
      <EmailDownloadDialog
        open
        count={25}
        plural="invoices"
        defaultEmail="supplier@example.com"
        busy={false}
        onSend={onSend}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Confirm Email Download' })).toHaveTextContent(
      'You have selected 25 orders. Invoices for more than 20 orders are e-mailed to you as a download link.',
    );
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('supplier@example.com');

    await userEvent.clear(email);
    await userEvent.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();

    await userEvent.type(email, 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(await screen.findByText('Must be a valid email address')).toBeInTheDocument();
    expect(onSend).not.toHaveBeenCalled();

    await userEvent.clear(email);
    await userEvent.type(email, ' accounts@harbour.example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(onSend).toHaveBeenCalledWith('accounts@harbour.example.com');
  });
});
