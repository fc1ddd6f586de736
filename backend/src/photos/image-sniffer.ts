export type ImageKind = 'jpeg' | 'png' | 'webp';

const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const RIFF = Buffer.from('RIFF', 'ascii');
const WEBP = Buffer.from('WEBP', 'ascii');

/**
 * The image format a buffer really holds, judged by its magic bytes alone: the client's
 * content type and file name are whatever the client chose to send.
 */
export function sniffImage(buffer: Uint8Array): ImageKind | null {
  const bytes = Buffer.from(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  if (startsWith(bytes, JPEG, 0)) return 'jpeg';
  if (startsWith(bytes, PNG, 0)) return 'png';
  // RIFF, a 4-byte chunk size, then the form type.
  if (startsWith(bytes, RIFF, 0) && startsWith(bytes, WEBP, 8)) return 'webp';
  return null;
}

function startsWith(bytes: Buffer, magic: Buffer, offset: number): boolean {
  return bytes.length >= offset + magic.length && bytes.subarray(offset, offset + magic.length).equals(magic);
}
