import { rm } from 'node:fs/promises';
import { join } from 'node:path';

// Stored photo files under MEDIA_DIR, as the backend writes them (backend/src/photos) and the
// workers' purge of deleted accounts removes them.

/** `ab/abcdef…` plus `.jpg` or `_thumb.jpg`: the only names photo storage writes or serves. */
export const STORED_PHOTO_PATH = /^([A-Za-z0-9_-]{2})\/\1[A-Za-z0-9_-]{20}(_thumb)?\.jpg$/;

/** Removes a stored photo, image and thumbnail, given either name; a missing file is no error. */
export async function removeStoredPhotoFiles(mediaRoot: string, filename: string): Promise<void> {
  // Never let a name from the database reach outside the media directory.
  if (!STORED_PHOTO_PATH.test(filename)) throw new Error(`Not a stored photo name: ${JSON.stringify(filename)}`);
  const base = filename.replace(/(_thumb)?\.jpg$/, '');
  await rm(join(mediaRoot, `${base}.jpg`), { force: true });
  await rm(join(mediaRoot, `${base}_thumb.jpg`), { force: true });
}
