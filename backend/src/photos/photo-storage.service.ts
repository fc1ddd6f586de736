import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { removeStoredPhotoFiles, STORED_PHOTO_PATH } from '@amoretto/shared/node';
import { AppConfig } from '../config/app-config';

export interface StoredPhoto {
  /** Path relative to MEDIA_DIR, served at `/cdn/<filename>`. */
  filename: string;
  thumb_filename: string;
}

/** The only names this service writes or serves (shared with the workers' purge). */
export { STORED_PHOTO_PATH };

@Injectable()
export class PhotoStorageService {
  readonly root: string;

  constructor(@Inject(AppConfig) config: AppConfig) {
    this.root = resolve(config.MEDIA_DIR);
  }

  async save(image: Buffer, thumb: Buffer): Promise<StoredPhoto> {
    // 128 random bits: names are unguessable, so a photo's URL is its only capability.
    const id = randomBytes(16).toString('base64url');
    // Two-character shards keep any one directory small.
    const stored = { filename: `${id.slice(0, 2)}/${id}.jpg`, thumb_filename: `${id.slice(0, 2)}/${id}_thumb.jpg` };
    await mkdir(join(this.root, id.slice(0, 2)), { recursive: true, mode: 0o755 });
    await this.writeAtomically(stored.thumb_filename, thumb);
    try {
      await this.writeAtomically(stored.filename, image);
    } catch (error) {
      await rm(join(this.root, stored.thumb_filename), { force: true });
      throw error;
    }
    return stored;
  }

  /** Removes a stored photo, image and thumbnail, given either name; a missing file is no error. */
  remove(filename: string): Promise<void> {
    return removeStoredPhotoFiles(this.root, filename);
  }

  // Readers (the static file server, backups) never see a half-written file: the data
  // goes to a dot-file beside the target, reaches the disk, then is renamed over it.
  private async writeAtomically(relative: string, data: Buffer): Promise<void> {
    const target = join(this.root, relative);
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
}
