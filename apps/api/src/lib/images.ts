import { AppError } from './errors.ts';
import { loadSharp } from './lazy.ts';

export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

export type ImageFit = { width: number; height: number; fit?: 'cover' | 'inside' };

/**
 * Checks an upload by its content (not its name or declared type), then resizes and re-encodes it
 * as JPEG, which also drops any metadata and anything hidden in the original file.
 */
export async function processImage(
  input: Buffer,
  size: ImageFit,
  opts: { allowed?: Array<'jpeg' | 'png' | 'webp'>; quality?: number; param?: string } = {},
): Promise<Buffer> {
  const sharp = await loadSharp();
  const param = opts.param ?? 'image';
  const allowed = opts.allowed ?? ['jpeg', 'png'];
  if (input.length > MAX_IMAGE_BYTES) throw AppError.badRequest(param, 'Image must be 8 MB or smaller');
  let format: string | undefined;
  try {
    format = (await sharp(input).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !allowed.includes(format as 'jpeg')) {
    throw AppError.badRequest(
      param,
      `Image must be a ${allowed.map((f) => (f === 'jpeg' ? 'jpg/jpeg' : f)).join(' or ')} file`,
    );
  }
  return sharp(input)
    .rotate()
    .resize(size.width, size.height, { fit: size.fit ?? 'cover', withoutEnlargement: false })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: opts.quality ?? 85, mozjpeg: true })
    .toBuffer();
}
