import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { describe, expect, it, vi } from 'vitest';
import type { SupplierDetails } from '../../../api/auth.ts';
import { SessionContext, type Session } from '../../../lib/session.ts';
import { recordCalls } from '../../../test/msw.ts';
import { testQueryClient } from '../../../test/render.tsx';
import { StoreImagesCard } from './store-images-card.tsx';

const me = { id: 7, backgroundImageUrl: null, image: null } as Partial<SupplierDetails> as SupplierDetails;

const session: Session = {
  token: 'token',
  claims: null,
  isStaff: false,
  needsSupplier: false,
  signIn: vi.fn(),
  signOut: vi.fn(),
};

function renderCard() {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <SnackbarProvider>
        <SessionContext.Provider value={session}>
          <StoreImagesCard me={me} />
        </SessionContext.Provider>
      </SnackbarProvider>
    </QueryClientProvider>,
  );
}

/** A file claiming `megabytes` MB without holding them. */
function fileOf(megabytes: number) {
  const file = new File(['x'], 'logo.png', { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: megabytes * 1024 * 1024 });
  return file;
}

describe('StoreImagesCard uploads', () => {
  it('states the 8 MB limit beside each upload button, before anything is chosen', async () => {
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Store Images' }));
    expect(screen.getAllByText('JPG or PNG, up to 8 MB')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Upload logo' })).toHaveAccessibleDescription(
      'JPG or PNG, up to 8 MB',
    );
  });

  it('refuses a 20 MB logo with the limit, sending nothing', async () => {
    // Uploads go through XMLHttpRequest (lib/api-transfer.ts), the rest through fetch: MSW sees both.
    const calls = recordCalls();
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Store Images' }));
    await userEvent.upload(screen.getByLabelText('Upload logo', { selector: 'input' }), fileOf(20));
    expect(
      await screen.findByText('Images must be 8 MB or smaller. Please choose a smaller file.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Sorry we were unable to upload your image. Please try again.')).toBeNull();
    expect(calls).toEqual([]);
  });
});
