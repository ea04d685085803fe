import { ApiError, buildUrl, NoResponseError } from '../../../lib/api-client.ts';

export type StoreImageKind = 'header' | 'logo';

const ENDPOINT: Record<StoreImageKind, { path: string; field: string }> = {
  header: { path: 'background-image', field: 'backgroundImageUrl' },
  logo: { path: 'logo-image', field: 'image' },
};

/**
 * POST /suppliers/{id}/background-image or /logo-image (multipart). XMLHttpRequest rather than
 * fetch because only it reports upload progress: 0-99 while sending, 100 once the server answered.
 */
export function uploadStoreImage(opts: {
  supplierId: number;
  kind: StoreImageKind;
  file: File;
  token: string | null;
  onProgress: (percent: number) => void;
}): Promise<{ imageUrl: string }> {
  const { path, field } = ENDPOINT[opts.kind];
  const form = new FormData();
  form.append(field, opts.file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(`suppliers/${opts.supplierId}/${path}`));
    if (opts.token) xhr.setRequestHeader('authorization', `Bearer ${opts.token}`);
    xhr.setRequestHeader('accept', 'application/json');
    opts.onProgress(0);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable)
        opts.onProgress(Math.min(99, Math.floor((event.loaded / event.total) * 100)));
    };
    xhr.onerror = () => reject(new NoResponseError('No response'));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = xhr.responseText;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        opts.onProgress(100);
        resolve(body as { imageUrl: string });
      } else reject(new ApiError(xhr.status, body));
    };
    xhr.send(form);
  });
}
