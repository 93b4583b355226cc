import type { ImageEditData } from '@troc/shared';
import { LIMITS } from '@troc/shared';
import sharp from 'sharp';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export class UnreadableImageError extends Error {}
export class CropOutsideError extends Error {}

export interface ProcessedImage {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * The format as the bytes say, whatever the file name or the browser claimed;
 * null when sharp cannot read it or it is not an accepted picture format.
 */
export async function detectImageFormat(input: Buffer): Promise<string | null> {
  try {
    const { format } = await sharp(input).metadata();
    return format && ACCEPTED_FORMATS.has(format) ? format : null;
  } catch {
    return null;
  }
}

/** Upright (EXIF orientation applied), no larger than the maximum side, as WebP. */
export async function normaliseImage(input: Buffer): Promise<ProcessedImage> {
  try {
    const max = LIMITS.upload.imageMaxSide;
    const { data, info } = await sharp(input)
      .rotate()
      .resize({ width: max, height: max, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw new UnreadableImageError();
  }
}

export async function thumbnail(input: Buffer): Promise<Buffer> {
  const side = LIMITS.upload.thumbnailSide;
  return sharp(input).resize({ width: side, height: side, fit: 'cover' }).webp({ quality: 80 }).toBuffer();
}

/**
 * Applies an edit as Cropper.js describes it (getData): mirror (scaleX/scaleY = -1) then
 * rotation about the centre, on a canvas the size of the rotated picture; the crop box is in
 * that canvas's pixels. The box is clipped to the canvas.
 */
export async function applyEdit(original: Buffer, edit: ImageEditData): Promise<ProcessedImage> {
  let pipeline = sharp(original);
  if (edit.scaleX < 0) pipeline = pipeline.flop();
  if (edit.scaleY < 0) pipeline = pipeline.flip();
  const rotate = ((Math.round(edit.rotate) % 360) + 360) % 360;
  if (rotate !== 0) pipeline = pipeline.rotate(rotate, { background: { r: 255, g: 255, b: 255, alpha: 1 } });
  const { data: turned, info } = await pipeline.png().toBuffer({ resolveWithObject: true });

  const left = Math.max(0, Math.round(edit.x));
  const top = Math.max(0, Math.round(edit.y));
  const right = Math.min(info.width, Math.round(edit.x + edit.width));
  const bottom = Math.min(info.height, Math.round(edit.y + edit.height));
  if (right - left < 1 || bottom - top < 1) throw new CropOutsideError();

  const { data, info: out } = await sharp(turned)
    .extract({ left, top, width: right - left, height: bottom - top })
    .flatten({ background: '#ffffff' })
    .webp({ quality: 85 })
    .toBuffer({ resolveWithObject: true });
  return { data, width: out.width, height: out.height };
}
