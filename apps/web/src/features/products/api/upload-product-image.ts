import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GalleryImage } from '@portal/domain';
import { api } from '../../../lib/api-client.ts';
import { productImagesQueryOptions } from './catalogue.ts';

/**
 * POST suppliers/product-images (multipart, field `image`). The server checks the type by content,
 * caps the size (a 400 with the reason otherwise), resizes, and answers the new gallery image.
 * Through the one API client (fetch) rather than XMLHttpRequest: product images are small, so an
 * indeterminate progress bar is enough, and the client's token and session handling still apply.
 */
export const uploadProductImage = (file: File) => {
  const form = new FormData();
  form.append('image', file);
  return api.post<GalleryImage>('suppliers/product-images', form);
};

/** The upload; on success the gallery is fetched again so the new image is part of it. */
export function useUploadProductImage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadProductImage,
    onSuccess: () => client.invalidateQueries({ queryKey: productImagesQueryOptions().queryKey }),
  });
}
