import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import type { OwnPhotosResponse } from '@amoretto/shared';
import { PHOTO_CACHE_CONTROL, S3PhotoStore } from '@amoretto/shared/node';
import { SiteNginx, startS3TestServer, type S3TestServer } from '@amoretto/shared/testing';
import { signUp, useTestBackend } from '../testing/accounts-helpers';
import { PhotoStorageService } from './photo-storage.service';

// Photos in an S3-compatible object store (PHOTO_STORE=s3), as the production cluster keeps
// them: a local S3 server that checks Signature V4 (shared/src/testing/s3-test-server.ts), the
// real backend uploading through the API, and /cdn served both ways production and development
// serve it: the site's nginx with the production overlay's site-cdn.conf fetching from the
// bucket, and the backend streaming from it.

const repo = resolve(__dirname, '../../..');
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);

/** The production overlay's /cdn/ with the store's address and bucket pointed at the test server; each must be found. */
function productionCdn(s3: S3TestServer): string {
  const file = 'deploy/k8s/overlays/production/site-cdn.conf';
  let config = readFileSync(join(repo, file), 'utf8');
  const replacements: Array<[string | RegExp, string]> = [
    // The test's store is an address: no name to resolve.
    ['resolver kube-dns.kube-system.svc.cluster.local valid=30s ipv6=off;', ''],
    ['set $photo_store objects.example.com;', `set $photo_store 127.0.0.1:${s3.port};`],
    ['proxy_pass https://$photo_store;', 'proxy_pass http://$photo_store;'],
    ['proxy_set_header Host objects.example.com;', `proxy_set_header Host 127.0.0.1:${s3.port};`],
    ['/amoretto-photos/$photo_key?', `/${s3.bucket}/$photo_key?`],
    [/\/etc\/nginx\/amoretto\/security-headers\.conf/g, join(repo, 'deploy', 'security-headers.conf')],
  ];
  for (const [from, to] of replacements) {
    const next = config.replace(from, to);
    if (next === config) throw new Error(`${file} no longer contains ${String(from)}`);
    config = next;
  }
  return config;
}

/** Every .jpg under a directory. */
const jpegFilesUnder = (root: string) => readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.jpg'));

describe('photos in an S3-compatible object store (PHOTO_STORE=s3)', () => {
  const mediaDir = mkdtempSync(join(tmpdir(), 'amoretto-s3-photos-'));
  const config: Record<string, string> = { MEDIA_DIR: mediaDir };
  let s3: S3TestServer;
  let nginx: SiteNginx;
  // Before the backend boots (hooks run in the order they are declared): it needs the address.
  beforeAll(async () => {
    s3 = await startS3TestServer();
    Object.assign(config, s3.env);
  });
  const ctx = useTestBackend({ config });
  beforeAll(async () => {
    // Only /cdn is asked: the apps' upstreams point at the discard port, which refuses.
    nginx = await SiteNginx.start({ backend: [9], gateway: [9] }, { cdn: productionCdn(s3) });
  });
  afterAll(async () => {
    await nginx?.close();
    await s3?.stop();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  /** An object as the bucket serves it to anyone (the public read the production bucket allows). */
  const fromBucket = (key: string) => fetch(`${s3.endpoint}/${s3.bucket}/${key}`);
  const keyOf = (url: string) => url.replace(/^\/cdn\//, '');

  async function memberWithPhoto(): Promise<{ cookie: string; photo: OwnPhotosResponse['photos'][number] }> {
    const member = await signUp(ctx.backend);
    const jpeg = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#c33' } })
      .jpeg()
      .toBuffer();
    await ctx.backend
      .http()
      .post('/api/photos')
      .set('Cookie', member.cookie)
      .attach('file', jpeg, { filename: 'me.jpg', contentType: 'image/jpeg' })
      .expect(201);
    const list: OwnPhotosResponse = (await ctx.backend.http().get('/api/photos').set('Cookie', member.cookie).expect(200)).body;
    expect(list.photos).toHaveLength(1);
    return { cookie: member.cookie, photo: list.photos[0]! };
  }

  it('stores an uploaded photo and its thumbnail in the bucket under their /cdn names, as JPEGs cacheable for good, and nothing on disk', async () => {
    const { photo } = await memberWithPhoto();
    expect(photo.url).toMatch(/^\/cdn\/([A-Za-z0-9_-]{2})\/\1[A-Za-z0-9_-]{20}\.jpg$/);
    expect(photo.thumb_url).toBe(photo.url.replace(/\.jpg$/, '_thumb.jpg'));
    for (const url of [photo.url, photo.thumb_url]) {
      const object = await fromBucket(keyOf(url));
      expect([url, object.status]).toEqual([url, 200]);
      expect(object.headers.get('content-type')).toBe('image/jpeg');
      expect(object.headers.get('cache-control')).toBe(PHOTO_CACHE_CONTROL);
      expect(Buffer.from(await object.arrayBuffer()).subarray(0, 3)).toEqual(JPEG_MAGIC);
    }
    expect(jpegFilesUnder(mediaDir)).toEqual([]);
    expect(s3.refused).toBe(0);
  });

  it('serves /cdn through the production site nginx straight from the bucket, and nothing but stored names', async () => {
    const { photo } = await memberWithPhoto();
    const stored = Buffer.from(await (await fromBucket(keyOf(photo.url))).arrayBuffer());
    const res = await fetch(`${nginx.url}${photo.url}`, { headers: { Cookie: 'auth.session=secret' } });
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(stored)).toBe(true);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe(PHOTO_CACHE_CONTROL);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect([...res.headers.keys()].filter((name) => name.startsWith('x-amz-'))).toEqual([]);

    const missing = photo.url.replace(/[A-Za-z0-9_-]{4}\.jpg$/, 'zzzz.jpg');
    // The member's query string stays here: no listing, no overriding the answer's headers.
    const overridden = await fetch(`${nginx.url}${photo.url}?response-content-type=text/html`);
    expect([overridden.status, overridden.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    for (const path of [missing, '/cdn/', `/cdn/${photo.url.slice(5, 7)}/`, '/cdn/?list-type=2', '/cdn/x.jpg']) {
      const answer = await fetch(`${nginx.url}${path}`);
      expect([path, answer.status]).toEqual([path, 404]);
      expect(await answer.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
    }
    // Only reads reach the store (a write is refused like an unknown photo).
    for (const method of ['DELETE', 'PUT']) {
      expect([method, (await fetch(`${nginx.url}${photo.url}`, { method, body: method === 'PUT' ? 'x' : undefined })).status]).toEqual([
        method,
        404,
      ]);
    }
    expect((await fromBucket(keyOf(photo.url))).status).toBe(200);
  });

  it('serves /cdn from the backend too, streamed from the bucket (development and the compose stack send /cdn there)', async () => {
    const { photo } = await memberWithPhoto();
    const stored = Buffer.from(await (await fromBucket(keyOf(photo.thumb_url))).arrayBuffer());
    const res = await ctx.backend.http().get(photo.thumb_url).buffer(true).expect(200);
    expect((res.body as Buffer).equals(stored)).toBe(true);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe(PHOTO_CACHE_CONTROL);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const head = await ctx.backend.http().head(photo.thumb_url).expect(200);
    expect(Number(head.headers['content-length'])).toBe(stored.length);
    for (const path of [photo.url.replace(/[A-Za-z0-9_-]{4}\.jpg$/, 'zzzz.jpg'), '/cdn/', '/cdn/ab/..%2F..%2Fpackage.json']) {
      const answer = await ctx.backend.http().get(path);
      expect([path, answer.status]).toEqual([path, 404]);
    }
  });

  it('removes image and thumbnail from the bucket when the member deletes the photo', async () => {
    const { cookie, photo } = await memberWithPhoto();
    await ctx.backend.http().delete(`/api/photos/${photo.id}`).set('Cookie', cookie).expect(200);
    for (const url of [photo.url, photo.thumb_url]) {
      expect([url, (await fromBucket(keyOf(url))).status]).toEqual([url, 404]);
      expect([url, (await fetch(`${nginx.url}${url}`)).status]).toEqual([url, 404]);
    }
  });

  it('copies a stored photo inside the bucket under new names (the demo seeders share avatars so)', async () => {
    const { photo } = await memberWithPhoto();
    const storage = ctx.backend.app.get(PhotoStorageService);
    const copy = await storage.copy({ filename: keyOf(photo.url), thumb_filename: keyOf(photo.thumb_url) });
    expect(copy.filename).not.toBe(keyOf(photo.url));
    const original = Buffer.from(await (await fromBucket(keyOf(photo.url))).arrayBuffer());
    const copied = await fromBucket(copy.filename);
    expect(copied.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await copied.arrayBuffer()).equals(original)).toBe(true);
    await storage.remove(copy.thumb_filename);
    expect((await fromBucket(copy.filename)).status).toBe(404);
    expect((await fromBucket(keyOf(photo.url))).status).toBe(200);
  });

  it('signs with the configured secret: a store with another secret is refused', async () => {
    const wrong = new S3PhotoStore({
      endpoint: s3.endpoint,
      bucket: s3.bucket,
      region: s3.region,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: 'not-the-secret',
      forcePathStyle: true,
    });
    try {
      await expect(wrong.put('zz/zz00000000000000000000.jpg', Buffer.from('x'))).rejects.toMatchObject({
        $metadata: { httpStatusCode: 403 },
      });
    } finally {
      wrong.close();
    }
    expect(s3.refused).toBeGreaterThan(0);
    expect((await fromBucket('zz/zz00000000000000000000.jpg')).status).toBe(404);
  });

  // Last: it stops the store.
  it('answers 503 with Retry-After, never a 500, when the store cannot be reached: an upload, and /cdn from the backend', async () => {
    const { cookie, photo } = await memberWithPhoto();
    await s3.stop();
    const jpeg = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#3c3' } })
      .jpeg()
      .toBuffer();
    const upload = await ctx.backend
      .http()
      .post('/api/photos')
      .set('Cookie', cookie)
      .attach('file', jpeg, { filename: 'me.jpg', contentType: 'image/jpeg' });
    expect([upload.status, upload.headers['retry-after'], upload.body.error?.code]).toEqual([503, '5', 'service_unavailable']);
    const list: OwnPhotosResponse = (await ctx.backend.http().get('/api/photos').set('Cookie', cookie).expect(200)).body;
    expect(list.photos.map((p) => p.id)).toEqual([photo.id]);
    const served = await ctx.backend.http().get(photo.url);
    expect([served.status, served.headers['retry-after'], served.headers['cache-control'], served.body.error?.code]).toEqual([
      503,
      '5',
      'no-store',
      'service_unavailable',
    ]);
    expect(jpegFilesUnder(mediaDir)).toEqual([]);
  });
});
