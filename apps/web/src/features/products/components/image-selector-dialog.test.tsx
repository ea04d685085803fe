import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GalleryImage } from '@portal/domain';
import { json, recordCalls, recordUploadBodies, server } from '../../../test/msw.ts';
import { testQueryClient } from '../../../test/render.tsx';
import { ImageSelectorDialog } from './image-selector-dialog.tsx';

const apples: GalleryImage = {
  id: 1,
  url: '/files/apples.jpg',
  fileName: 'apples.jpg',
  description: 'Apples',
};
const bananas: GalleryImage = {
  id: 2,
  url: '/files/bananas.jpg',
  fileName: 'bananas.jpg',
  description: 'Bananas',
};
// Sorts last by file name, as the server orders the gallery.
const fresh: GalleryImage = {
  id: 99,
  url: '/files/images/1/fresh.jpg',
  fileName: 'zucchini-flowers.jpg',
  description: 'zucchini-flowers',
};

let gallery: GalleryImage[];
let galleryLoads: number;
let uploads: FormData[];
let uploadAnswer: () => Promise<Response>;

beforeEach(() => {
  gallery = [apples, bananas];
  galleryLoads = 0;
  // Uploads go through upload (lib/api-transfer.ts, XMLHttpRequest): MSW answers them, the forms are kept here.
  uploads = recordUploadBodies() as FormData[];
  uploadAnswer = async () => {
    gallery = [...gallery, fresh];
    return json(201, fresh);
  };
  server.use(
    http.post('/api/suppliers/product-images', () => uploadAnswer()),
    http.get('/api/suppliers/product-images', () => {
      galleryLoads += 1;
      return json(200, { data: gallery });
    }),
  );
});

function renderDialog(canChoose: boolean, onChoose = vi.fn()) {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <ImageSelectorDialog
        open
        productName="Heirloom Tomatoes"
        image={{ url: '/files/tomatoes.jpg', fileName: 'tomatoes.jpg' }}
        canChoose={canChoose}
        onChoose={onChoose}
        onClose={() => {}}
      />
    </QueryClientProvider>,
  );
  return onChoose;
}

const png = () =>
  new File([new Uint8Array([137, 80, 78, 71])], 'zucchini flowers.png', { type: 'image/png' });

describe('ImageSelectorDialog upload', () => {
  it('lets staff upload an image, refreshes the gallery and selects the new image to choose', async () => {
    let answer!: (response: Response) => void;
    uploadAnswer = () =>
      new Promise((resolve) => {
        answer = resolve;
      });
    const onChoose = renderDialog(true);
    const dialog = await screen.findByRole('dialog', { name: 'Choose an image for Heirloom Tomatoes' });
    await within(dialog).findByRole('button', { name: 'Choose Apples' });
    expect(galleryLoads).toBe(1);

    await userEvent.upload(within(dialog).getByLabelText('Image file to upload'), png());
    // Busy while the file travels: the button is disabled and a progress bar shows.
    expect(await within(dialog).findByRole('button', { name: 'Uploading…' })).toBeDisabled();
    expect(within(dialog).getByRole('progressbar', { name: 'Uploading image' })).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    const sent = uploads[0]!.get('image');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('zucchini flowers.png');

    gallery = [...gallery, fresh];
    answer(json(201, fresh));
    const tile = await within(dialog).findByRole('button', { name: 'Choose zucchini-flowers' });
    await waitFor(() => expect(tile).toHaveFocus());
    expect(tile).toHaveAttribute('aria-current', 'true');
    // First in the list although it sorts last, and the gallery was fetched again.
    expect(within(dialog).getAllByRole('listitem')[0]).toContainElement(tile);
    expect(galleryLoads).toBe(2);
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Uploaded zucchini-flowers. Choose it below to use it for this product.',
    );
    expect(within(dialog).getByRole('button', { name: 'Upload image' })).toBeEnabled();
    expect(within(dialog).queryByRole('progressbar', { name: 'Uploading image' })).not.toBeInTheDocument();

    // Chosen as any gallery image is: Enter on the focused tile.
    await userEvent.keyboard('{Enter}');
    expect(onChoose).toHaveBeenCalledWith(fresh);
  });

  it("shows the server's reason when it refuses the file", async () => {
    uploadAnswer = async () =>
      json(400, {
        errors: [
          { param: 'image', message: 'Image must be a jpg/jpeg or png or webp file', code: 'invalid' },
        ],
      });
    const onChoose = renderDialog(true);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('button', { name: 'Choose Apples' });

    await userEvent.upload(within(dialog).getByLabelText('Image file to upload'), png());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Image must be a jpg/jpeg or png or webp file',
    );
    expect(within(dialog).getByRole('button', { name: 'Upload image' })).toBeEnabled();
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    expect(galleryLoads).toBe(1);
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('shows a generic message when the upload fails otherwise', async () => {
    uploadAnswer = async () => json(500, { errors: [] });
    renderDialog(true);
    const dialog = await screen.findByRole('dialog');
    await userEvent.upload(within(dialog).getByLabelText('Image file to upload'), png());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Sorry, we were unable to upload the image. Please try again.',
    );
  });

  it('offers no upload to a supplier, who only sees the image enlarged', async () => {
    const calls = recordCalls();
    renderDialog(false);
    const dialog = await screen.findByRole('dialog', { name: 'Heirloom Tomatoes' });
    expect(
      within(dialog).getByRole('img', { name: 'Heirloom Tomatoes (current image)' }),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Upload image' })).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Image file to upload')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
