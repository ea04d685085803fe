import type { Metadata } from 'sharp';
import { AppError } from './errors.ts';
import { loadSharp } from './lazy.ts';

export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
/**
 * The most pixels an upload may have: 40 megapixels (an 8000 × 5000 photograph). Checked
 * from the header before anything is decoded, and again by sharp while decoding.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const IMAGE_MESSAGES = {
  tooManyPixels: 'Image must be at most 40 megapixels',
  unreadable: 'Image could not be read; it may be damaged or incomplete',
} as const;

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
  let header: Metadata | undefined;
  try {
    header = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    header = undefined;
  }
  if (!header?.format || !allowed.includes(header.format as 'jpeg')) {
    throw AppError.badRequest(
      param,
      `Image must be a ${allowed.map((f) => (f === 'jpeg' ? 'jpg/jpeg' : f)).join(' or ')} file`,
    );
  }
  if ((header.width ?? 0) * (header.height ?? 0) > MAX_IMAGE_PIXELS) {
    throw AppError.badRequest(param, IMAGE_MESSAGES.tooManyPixels);
  }
  try {
    return await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize(size.width, size.height, { fit: size.fit ?? 'cover', withoutEnlargement: false })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: opts.quality ?? 85, mozjpeg: true })
      .toBuffer();
  } catch {
    // A header that reads but a body that does not decode (a truncated PNG): the client's file, not a 500.
    throw AppError.badRequest(param, IMAGE_MESSAGES.unreadable);
  }
}
