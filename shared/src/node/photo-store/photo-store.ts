import type { Readable } from 'node:stream';

// Where members' photos live: the local disk (development, tests, a single machine) or an
// S3-compatible object store (a cluster). Either way an object's key is its stored name
// (`ab/abcdef….jpg`), the same path that follows `/cdn/` in its URL.

/** `ab/abcdef…` plus `.jpg` or `_thumb.jpg`: the only names photo storage writes or serves. */
export const STORED_PHOTO_PATH = /^([A-Za-z0-9_-]{2})\/\1[A-Za-z0-9_-]{20}(_thumb)?\.jpg$/;

/** Every stored photo is a JPEG (backend/src/photos/photo-pipeline.service.ts makes them). */
export const PHOTO_CONTENT_TYPE = 'image/jpeg';

/** A stored name is random and never rewritten, so browsers and caches may keep it for good. */
export const PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export const PHOTO_STORES = ['disk', 's3'] as const;
export type PhotoStoreKind = (typeof PHOTO_STORES)[number];

/** One stored object as read back, for answering `/cdn/<key>`. */
export interface PhotoObject {
  body: Readable;
  length?: number;
  etag?: string;
  lastModified?: Date;
}

/** Object storage of photos by stored name; every key is checked against STORED_PHOTO_PATH. */
export interface PhotoStore {
  readonly kind: PhotoStoreKind;
  /** Stores one photo whole (a reader never sees part of it), as a JPEG cacheable for good. */
  put(key: string, data: Buffer): Promise<void>;
  /** Stores a copy of an object under another key (the demo data's shared avatars). */
  copy(from: string, to: string): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<PhotoObject | null>;
  /** Removes an object; one already gone is no error. */
  delete(key: string): Promise<void>;
  /** Lets go of connections (the object store's client). */
  close(): void;
}

/**
 * The store did not answer, or answered that it failed (5xx): an outage, answered 503 with
 * Retry-After like one of Postgres or Redis (isUnavailableError), not a bug's 500.
 */
export class PhotoStoreUnavailableError extends Error {
  override readonly name = 'PhotoStoreUnavailableError';

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** Throws unless `key` is a stored photo name: no name from the database reaches anything else. */
export function assertStoredPhotoKey(key: string): void {
  if (!STORED_PHOTO_PATH.test(key)) throw new Error(`Not a stored photo name: ${JSON.stringify(key)}`);
}

/** The image and thumbnail names of a stored photo, given either. */
export function storedPhotoPair(filename: string): { image: string; thumb: string } {
  assertStoredPhotoKey(filename);
  const base = filename.replace(/(_thumb)?\.jpg$/, '');
  return { image: `${base}.jpg`, thumb: `${base}_thumb.jpg` };
}

/** Removes a stored photo, image and thumbnail, given either name; a missing one is no error. */
export async function removeStoredPhotoFiles(store: PhotoStore, filename: string): Promise<void> {
  const { image, thumb } = storedPhotoPair(filename);
  await store.delete(image);
  await store.delete(thumb);
}
