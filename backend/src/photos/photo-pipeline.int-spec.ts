import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { Controller, HttpStatus, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { ApiException } from '../common/api-exception';
import { bootBackend, type TestBackend } from '../testing/test-app';
import { MAX_INPUT_BYTES, PhotoPipelineService } from './photo-pipeline.service';
import { PhotoStorageService, STORED_PHOTO_PATH } from './photo-storage.service';

// --- hand-made inputs -------------------------------------------------------------------

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG header declaring any size, with a few bytes of pixel data: no pixels allocated. */
function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Tag ids of IFD0 and of the GPS IFD in a sharp `metadata().exif` block ("Exif\0\0" + TIFF). */
function exifTags(exif: Buffer): { ifd0: number[]; gps: number[] } {
  const tiff = exif.subarray(6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number): number => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number): number => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const entries = (offset: number): { tag: number; value: number }[] =>
    Array.from({ length: u16(offset) }, (_, i) => ({ tag: u16(offset + 2 + i * 12), value: u32(offset + 2 + i * 12 + 8) }));
  const ifd0 = entries(u32(4));
  const gpsPointer = ifd0.find((entry) => entry.tag === 0x8825);
  return { ifd0: ifd0.map((e) => e.tag), gps: gpsPointer ? entries(gpsPointer.value).map((e) => e.tag) : [] };
}

/** Left half red, right half blue, so the direction of a rotation shows. */
function halves(width: number, height: number): sharp.Sharp {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) pixels.set(x < width / 2 ? [220, 20, 20] : [20, 20, 220], (y * width + x) * 3);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

const solid = (width: number, height: number, background: string): sharp.Sharp =>
  sharp({ create: { width, height, channels: 3, background } });

async function refusalOf(work: Promise<unknown>): Promise<{ code: string; status: number }> {
  try {
    await work;
  } catch (error) {
    if (error instanceof ApiException) return { code: error.code, status: error.getStatus() };
    throw error;
  }
  throw new Error('expected the image to be refused');
}

async function pixelAt(jpeg: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
}

// --- the pipeline ---------------------------------------------------------------------------

describe('PhotoPipelineService', () => {
  const pipeline = new PhotoPipelineService();

  // First in the file, so the process's peak memory still shows what this call allocates.
  it('refuses a PNG declaring 20000×20000 from its header, without decoding it', async () => {
    const bomb = pngDeclaring(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100);
    const peakBefore = process.resourceUsage().maxRSS * 1024;
    const rssBefore = process.memoryUsage().rss;
    const started = Date.now();
    expect(await refusalOf(pipeline.process(bomb))).toEqual({ code: 'image_too_large', status: 413 });
    // Decoding would need 1.2 GB for the pixels alone and take seconds.
    expect(Date.now() - started).toBeLessThan(2000);
    expect(process.resourceUsage().maxRSS * 1024 - peakBefore).toBeLessThan(200 * 1024 * 1024);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * 1024 * 1024);
  });

  it('refuses an image just over 40 megapixels that sharp alone would still decode', async () => {
    expect(await refusalOf(pipeline.process(pngDeclaring(8000, 5001)))).toEqual({ code: 'image_too_large', status: 413 });
  });

  it('refuses a file over 15 MB before looking at it', async () => {
    const big = Buffer.alloc(MAX_INPUT_BYTES + 1);
    big.set([0xff, 0xd8, 0xff]);
    expect(await refusalOf(pipeline.process(big))).toEqual({ code: 'image_too_large', status: 413 });
  });

  it('re-encodes a JPEG carrying GPS coordinates into one with no EXIF at all', async () => {
    const input = await solid(64, 48, '#c0a080')
      .jpeg()
      .withExif({
        IFD0: { Make: 'ProbeCam', Model: 'Leaky 1' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 22/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '4/1 53/1 0/1' },
      })
      .toBuffer();
    const before = await sharp(input).metadata();
    expect(before.exif).toBeDefined();
    const tags = exifTags(before.exif as Buffer);
    expect(tags.ifd0).toContain(0x8825); // the GPS IFD pointer
    expect(tags.gps).toEqual(expect.arrayContaining([0x0001, 0x0002, 0x0003, 0x0004])); // lat/long and refs
    expect(input.includes(Buffer.from('ProbeCam'))).toBe(true);

    const { image, thumb } = await pipeline.process(input);
    for (const output of [image, thumb]) {
      const after = await sharp(output).metadata();
      expect(after.format).toBe('jpeg');
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.icc).toBeUndefined();
      expect(output.includes(Buffer.from('ProbeCam'))).toBe(false);
    }
  });

  it('applies EXIF orientation 6: the photo comes back turned upright, sides swapped', async () => {
    // Stored 40×20, red on the left; orientation 6 means "turn 90° clockwise to view".
    const input = await halves(40, 20).jpeg({ quality: 95 }).withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(input).metadata()).orientation).toBe(6);
    const { image, width, height } = await pipeline.process(input);
    expect({ width, height }).toEqual({ width: 20, height: 40 });
    const meta = await sharp(image).metadata();
    expect(meta).toMatchObject({ width: 20, height: 40 });
    expect(meta.orientation).toBeUndefined();
    const top = await pixelAt(image, 10, 3);
    const bottom = await pixelAt(image, 10, 36);
    expect(top[0]).toBeGreaterThan(150); // the red half is now on top
    expect(bottom[2]).toBeGreaterThan(150);
  });

  it('accepts WebP and PNG (transparency onto white) and always answers JPEG', async () => {
    const webp = await solid(300, 200, '#3060c0').webp().toBuffer();
    const png = await sharp({ create: { width: 200, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const fromWebp = await pipeline.process(webp);
    const fromPng = await pipeline.process(png);
    expect(await sharp(fromWebp.image).metadata()).toMatchObject({ format: 'jpeg', width: 300, height: 200 });
    expect(await sharp(fromPng.image).metadata()).toMatchObject({ format: 'jpeg', width: 200, height: 300 });
    expect(Math.min(...(await pixelAt(fromPng.image, 100, 150)))).toBeGreaterThan(245);
  });

  it('fits large photos within 1600×1600 without enlarging small ones; thumbnails are 320×320', async () => {
    const large = await pipeline.process(await solid(4000, 2500, '#808080').jpeg().toBuffer());
    expect({ width: large.width, height: large.height }).toEqual({ width: 1600, height: 1000 });
    const small = await pipeline.process(await solid(300, 120, '#808080').png().toBuffer());
    expect({ width: small.width, height: small.height }).toEqual({ width: 300, height: 120 });
    for (const { thumb } of [large, small]) {
      expect(await sharp(thumb).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 320 });
    }
  });

  it('refuses SVG, GIF, text and a PHP script named .jpg as unsupported_image', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    const gif = await solid(10, 10, '#ff0000').gif().toBuffer();
    const php = Buffer.from('<?php echo 1; ?>'); // arrived as "avatar.jpg", image/jpeg
    for (const input of [svg, gif, php, Buffer.from('just some text'), Buffer.alloc(0)]) {
      expect(await refusalOf(pipeline.process(input))).toEqual({ code: 'unsupported_image', status: 415 });
    }
  });

  it('refuses corrupt and truncated files as unsupported_image', async () => {
    const jpeg = await halves(400, 300).jpeg().toBuffer();
    const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not really a jpeg'.repeat(20))]);
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    const pngNoPixels = pngDeclaring(100, 100); // header fine, IDAT far too short
    for (const input of [garbage, truncated, pngNoPixels]) {
      expect(await refusalOf(pipeline.process(input))).toEqual({ code: 'unsupported_image', status: 415 });
    }
  });
});

// --- storage and /cdn ---------------------------------------------------------------------------

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET with the path sent byte for byte: HTTP clients would resolve `..` before sending. */
function rawGet(server: Server, path: string): Promise<RawResponse> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

// Stands in for the upload endpoint the accounts work adds: multipart in, pipeline, sizes out.
@Controller('api/test-photo-probe')
class UploadProbeController {
  constructor(private readonly pipeline: PhotoPipelineService) {}

  @Post()
  async upload(@Req() request: FastifyRequest): Promise<{ width: number; height: number }> {
    const file = await request.file();
    if (!file) throw new ApiException('bad_request', HttpStatus.BAD_REQUEST);
    const { width, height } = await this.pipeline.process(await file.toBuffer());
    return { width, height };
  }
}

describe('photo storage, uploads and /cdn/', () => {
  let backend: TestBackend;
  let storage: PhotoStorageService;
  let server: Server;
  const scratch = mkdtempSync(join(tmpdir(), 'amoretto-media-'));
  const mediaDir = join(scratch, 'media');

  beforeAll(async () => {
    backend = await bootBackend({ config: { MEDIA_DIR: mediaDir }, extra: { controllers: [UploadProbeController] } });
    storage = backend.app.get(PhotoStorageService);
    server = backend.app.getHttpServer() as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await backend.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('stores each save under fresh random names, sharded, world-readable, with no temp files left', async () => {
    const { image, thumb } = await new PhotoPipelineService().process(await halves(800, 600).jpeg().toBuffer());
    const first = await storage.save(image, thumb);
    const second = await storage.save(image, thumb);
    expect(first.filename).not.toBe(second.filename);
    for (const stored of [first, second]) {
      expect(stored.filename).toMatch(STORED_PHOTO_PATH);
      expect(stored.thumb_filename).toBe(stored.filename.replace(/\.jpg$/, '_thumb.jpg'));
      // 22 base64url characters carry 128 random bits.
      expect(stored.filename).toMatch(/^(..)\/\1[A-Za-z0-9_-]{20}\.jpg$/);
      expect(readFileSync(join(mediaDir, stored.filename)).equals(image)).toBe(true);
      expect(readFileSync(join(mediaDir, stored.thumb_filename)).equals(thumb)).toBe(true);
      expect(statSync(join(mediaDir, stored.filename)).mode & 0o777).toBe(0o644);
      expect(readdirSync(join(mediaDir, stored.filename.slice(0, 2))).filter((name) => name.startsWith('.'))).toEqual([]);
    }
  });

  it('serves a stored photo at /cdn/<filename> as an immutable, nosniff JPEG', async () => {
    const { image, thumb } = await new PhotoPipelineService().process(await halves(200, 100).png().toBuffer());
    const stored = await storage.save(image, thumb);
    const res = await backend.http().get(`/cdn/${stored.filename}`).expect(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.isBuffer(res.body) && res.body.equals(image)).toBe(true);
    const thumbRes = await rawGet(server, `/cdn/${stored.thumb_filename}`);
    expect(thumbRes.status).toBe(200);
    expect(thumbRes.body.equals(thumb)).toBe(true);
  });

  it('removes image and thumbnail; the URL then answers 404', async () => {
    const { image, thumb } = await new PhotoPipelineService().process(await solid(50, 50, '#123456').jpeg().toBuffer());
    const stored = await storage.save(image, thumb);
    await storage.remove(stored.thumb_filename);
    expect(existsSync(join(mediaDir, stored.filename))).toBe(false);
    expect(existsSync(join(mediaDir, stored.thumb_filename))).toBe(false);
    await storage.remove(stored.filename); // already gone: no error
    const res = await backend.http().get(`/cdn/${stored.filename}`).expect(404);
    expect(res.body.error.code).toBe('not_found');
    await expect(storage.remove('../package.json')).rejects.toThrow(/Not a stored photo name/);
  });

  it('answers unknown /cdn/ paths with the JSON 404 and never leaks other files', async () => {
    writeFileSync(join(scratch, 'secret.jpg'), 'SECRET-OUTSIDE');
    mkdirSync(join(mediaDir, 'zz'), { recursive: true });
    writeFileSync(join(mediaDir, 'zz', 'notes.txt'), 'SECRET-INSIDE');
    writeFileSync(join(mediaDir, 'zz', '.half-written.tmp'), 'SECRET-TEMP');
    const paths = [
      '/cdn/nope.jpg',
      '/cdn/ab/abcdefghijklmnopqrstuv.jpg',
      '/cdn/../package.json',
      '/cdn/../secret.jpg',
      '/cdn/..%2fsecret.jpg',
      '/cdn/%2e%2e/secret.jpg',
      '/cdn/zz/notes.txt',
      '/cdn/zz/.half-written.tmp',
      '/cdn/zz/',
      '/cdn/',
    ];
    for (const path of paths) {
      const res = await rawGet(server, path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(res.body.toString()).not.toContain('SECRET');
      expect(res.body.toString()).not.toContain('"name"');
      const body = JSON.parse(res.body.toString()) as { error: { code: string } };
      expect(body.error.code).toBe('not_found');
    }
  });

  it('judges uploads by their bytes, not by the name or type the client declares', async () => {
    const png = await solid(120, 80, '#40a040').png().toBuffer();
    const ok = await backend
      .http()
      .post('/api/test-photo-probe')
      .attach('photo', png, { filename: 'cat.svg', contentType: 'image/svg+xml' })
      .expect(201);
    expect(ok.body).toEqual({ width: 120, height: 80 });
    const php = Buffer.from('<?php echo 1; ?>');
    const refused = await backend
      .http()
      .post('/api/test-photo-probe')
      .set('Cookie', 'locale=en')
      .attach('photo', php, { filename: 'avatar.jpg', contentType: 'image/jpeg' })
      .expect(415);
    expect(refused.body.error).toEqual({ code: 'unsupported_image', message: expect.stringContaining('JPEG') });
  });

  it('takes multi-megabyte photos (the 1 MB JSON body limit does not apply) and stops uploads over 15 MB', async () => {
    const noise = await sharp(randomBytes(2000 * 1500 * 3), { raw: { width: 2000, height: 1500, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(2 * 1024 * 1024);
    const ok = await backend
      .http()
      .post('/api/test-photo-probe')
      .attach('photo', noise, { filename: 'noise.jpg', contentType: 'image/jpeg' })
      .expect(201);
    expect(ok.body).toEqual({ width: 1600, height: 1200 });
    const huge = Buffer.alloc(MAX_INPUT_BYTES + 1024);
    huge.set([0xff, 0xd8, 0xff]);
    const res = await backend
      .http()
      .post('/api/test-photo-probe')
      .attach('photo', huge, { filename: 'big.jpg', contentType: 'image/jpeg' })
      .expect(413);
    expect(res.body.error.code).toBe('payload_too_large');
  });
});
