import { acceptedEncodings, cacheControlFor, contentTypeFor } from './static-files';

describe('acceptedEncodings', () => {
  it('prefers brotli over gzip, whatever order the browser lists them in', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
  });

  it('offers only what the request accepts', () => {
    expect(acceptedEncodings('gzip, deflate')).toEqual(['gzip']);
    expect(acceptedEncodings(undefined)).toEqual([]);
    expect(acceptedEncodings('identity')).toEqual([]);
  });

  it('honours q=0 refusals and the wildcard', () => {
    expect(acceptedEncodings('br;q=0, gzip;q=0.8')).toEqual(['gzip']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('*, br;q=0')).toEqual(['gzip']);
  });
});

it('caches hashed bundles for a year and revalidates everything else', () => {
  expect(cacheControlFor('/assets/index-Ab12.js')).toBe('public, max-age=31536000, immutable');
  expect(cacheControlFor('/index.html')).toBe('no-cache');
  expect(cacheControlFor('/favicon.svg')).toBe('no-cache');
});

it('names the content type of the built files', () => {
  expect(contentTypeFor('/assets/app.js')).toBe('text/javascript; charset=utf-8');
  expect(contentTypeFor('/assets/app.css')).toBe('text/css; charset=utf-8');
  expect(contentTypeFor('/manifest.webmanifest')).toBe('application/manifest+json');
  expect(contentTypeFor('/assets/font.unknown')).toBe('application/octet-stream');
});
