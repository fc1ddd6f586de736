import { HttpStatus, Injectable } from '@nestjs/common';
import sharp from 'sharp';
import { ApiException } from '../common/api-exception';
import { sniffImage } from './image-sniffer';

/** Uploads above this are refused before any parsing (multipart enforces the same cap). */
export const MAX_INPUT_BYTES = 15 * 1024 * 1024;
/** Decoding cost grows with pixels, not bytes: a few-KB PNG can declare gigapixels. */
export const MAX_INPUT_PIXELS = 40_000_000;
export const IMAGE_MAX_EDGE = 1600;
export const THUMB_EDGE = 320;

const JPEG_OUTPUT = { quality: 82, mozjpeg: true } as const;

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
