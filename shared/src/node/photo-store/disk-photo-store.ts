import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, link, mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { assertStoredPhotoKey, type PhotoObject, type PhotoStore } from './photo-store';

/**
 * Photos as files under MEDIA_DIR (development, tests, the compose stack): `ab/abc….jpg` is the
 * file `MEDIA_DIR/ab/abc….jpg`, which the backend serves at /cdn (app.factory.ts).
 */
export class DiskPhotoStore implements PhotoStore {
  readonly kind = 'disk' as const;
  readonly root: string;

  constructor(mediaDir: string) {
    this.root = resolve(mediaDir);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true, mode: 0o755 });
    await writeAtomically(target, data);
  }

  async copy(from: string, to: string): Promise<void> {
    const source = this.pathOf(from);
    const target = this.pathOf(to);
    await mkdir(dirname(target), { recursive: true, mode: 0o755 });
    // A hard link costs no space; a copy where links are not possible (another file system).
    try {
      await link(source, target);
    } catch {
      await copyFile(source, target);
    }
  }

  async get(key: string): Promise<PhotoObject | null> {
    let handle;
    try {
      handle = await open(this.pathOf(key), 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    const stats = await handle.stat();
    return { body: createReadStream('', { fd: handle, autoClose: true }), length: stats.size, lastModified: stats.mtime };
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  close(): void {}

  private pathOf(key: string): string {
    // Never let a name from the database reach outside the media directory.
    assertStoredPhotoKey(key);
    return join(this.root, key);
  }
}

// Readers (the static file server, backups) never see a half-written file: the data goes to a
// dot-file beside the target, reaches the disk, then is renamed over it.
async function writeAtomically(target: string, data: Buffer): Promise<void> {
  const temp = join(dirname(target), `.${randomBytes(8).toString('hex')}.tmp`);
  const handle = await open(temp, 'wx', 0o644);
  try {
    await handle.writeFile(data);
    // The process umask may have narrowed the mode given to open().
    await handle.chmod(0o644);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(temp, { force: true });
    throw error;
  }
  await handle.close();
  try {
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
