import { HttpStatus, Injectable } from '@nestjs/common';
import sharp from 'sharp';
import { ApiException } from '../common/api-exception';
import { ImageJobLimiter, ImageJobsBusy } from './image-job-limiter';
import { sniffImage } from './image-sniffer';

/** Uploads above this are refused before any parsing (multipart enforces the same cap). */
export const MAX_INPUT_BYTES = 15 * 1024 * 1024;
/** Decoding cost grows with pixels, not bytes: a few-KB PNG can declare gigapixels. */
export const MAX_INPUT_PIXELS = 40_000_000;
export const IMAGE_MAX_EDGE = 1600;
export const THUMB_EDGE = 320;

const JPEG_OUTPUT = { quality: 82, mozjpeg: true } as const;

/**
 * Photos decoded at once per process. A 40-megapixel upload needs a working set of its own
 * while it is reduced, so this bounds the memory image work can take (docs/decisions.md).
 */
export const IMAGE_JOBS_RUNNING = 2;
/** Uploads that may wait for a slot; each holds its file in memory, so the line is bounded too. */
export const IMAGE_JOBS_WAITING = 8;

// Process-wide libvips settings. Every upload is a new file: the operation cache (50 MB by
// default) never hits and only holds memory. One thread per image: the running limit above
// already keeps the cores busy, and fewer threads allocating means less fragmentation.
sharp.cache(false);
sharp.concurrency(1);

export interface ProcessedPhoto {
  image: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

/**
 * Turns an untrusted upload into a clean JPEG and a square thumbnail. Everything is
 * re-encoded, so nothing of the original file (EXIF with GPS, XMP, comments, trailing
 * payloads) reaches other members.
 */
@Injectable()
export class PhotoPipelineService {
  /** Per instance: the app has one (the seeder's own instance runs alone). */
  readonly jobs = new ImageJobLimiter(IMAGE_JOBS_RUNNING, IMAGE_JOBS_WAITING);

  async process(buffer: Buffer): Promise<ProcessedPhoto> {
    if (buffer.length > MAX_INPUT_BYTES) throw new ApiException('image_too_large', HttpStatus.PAYLOAD_TOO_LARGE);
    const kind = sniffImage(buffer);
    if (!kind) throw unsupported();

    // metadata() parses headers only; the limit is lifted here so that an oversized image
    // is reported as too large rather than as a decoding failure.
    const header = await sharp(buffer, { limitInputPixels: false })
      .metadata()
      .catch(() => {
        throw unsupported();
      });
    // libvips picks its loader by content too; a mismatch means a polyglot file.
    if (header.format !== kind || !header.width || !header.height) throw unsupported();
    if (header.width * header.height > MAX_INPUT_PIXELS) {
      throw new ApiException('image_too_large', HttpStatus.PAYLOAD_TOO_LARGE);
    }

    try {
      return await this.jobs.run(() => this.render(buffer));
    } catch (error) {
      // Refused rather than queued without end: the member may simply try again shortly.
      if (error instanceof ImageJobsBusy) throw new ApiException('service_unavailable', HttpStatus.SERVICE_UNAVAILABLE);
      throw error;
    }
  }

  /** The costly part, under the job limit: decoding, reducing and encoding. */
  private async render(buffer: Buffer): Promise<ProcessedPhoto> {
    try {
      // limitInputPixels again: the decoder refuses on its own should the header check ever be bypassed.
      const { data: image, info } = await sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize(IMAGE_MAX_EDGE, IMAGE_MAX_EDGE, { fit: 'inside', withoutEnlargement: true })
        // JPEG has no alpha; transparent areas would otherwise turn black.
        .flatten({ background: '#ffffff' })
        .jpeg(JPEG_OUTPUT)
        .toBuffer({ resolveWithObject: true });
      // From the already reduced image: decoding the original a second time buys nothing at 320 px.
      const thumb = await sharp(image)
        .resize(THUMB_EDGE, THUMB_EDGE, { fit: 'cover', position: sharp.strategy.attention })
        .jpeg(JPEG_OUTPUT)
        .toBuffer();
      return { image, thumb, width: info.width, height: info.height };
    } catch {
      // Truncated or corrupt pixel data.
      throw unsupported();
    }
  }
}

function unsupported(): ApiException {
  return new ApiException('unsupported_image', HttpStatus.UNSUPPORTED_MEDIA_TYPE);
}
