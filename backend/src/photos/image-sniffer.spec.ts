import { sniffImage } from './image-sniffer';

const bytes = (...parts: (number[] | string)[]): Buffer =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

describe('sniffImage', () => {
  it('recognises JPEG, PNG and WebP by their magic bytes', () => {
    expect(sniffImage(bytes([0xff, 0xd8, 0xff, 0xe0], 'rest'))).toBe('jpeg');
    expect(sniffImage(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'IHDR'))).toBe('png');
    expect(sniffImage(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('webp');
  });

  it('refuses other RIFF containers, truncated signatures and look-alikes', () => {
    expect(sniffImage(bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(sniffImage(bytes('RIFF', [0x24, 0, 0, 0], 'WEB'))).toBeNull();
    expect(sniffImage(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffImage(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a]))).toBeNull();
    // A PNG signature mangled by a text-mode transfer (CRLF → CRCR) is not a PNG any more.
    expect(sniffImage(bytes([0x89], 'PNG', [0x0d, 0x0d, 0x1a, 0x0a]))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
  });

  it('refuses SVG, GIF and scripts whatever they are called', () => {
    expect(sniffImage(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImage(bytes('<?xml version="1.0"?><svg/>'))).toBeNull();
    expect(sniffImage(bytes('GIF89a', [1, 0, 1, 0]))).toBeNull();
    expect(sniffImage(bytes('<?php echo 1; ?>'))).toBeNull();
    // Magic bytes only count at the start: a script with a JPEG header further in stays refused.
    expect(sniffImage(bytes('<?php ', [0xff, 0xd8, 0xff]))).toBeNull();
  });

  it('reads a view into a larger buffer from its own offset', () => {
    const pool = bytes('junk', [0xff, 0xd8, 0xff, 0xe0]);
    expect(sniffImage(pool.subarray(4))).toBe('jpeg');
    expect(sniffImage(new Uint8Array(pool.buffer, pool.byteOffset, 4))).toBeNull();
  });
});
