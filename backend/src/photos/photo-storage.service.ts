import { randomBytes } from 'node:crypto';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { removeStoredPhotoFiles, STORED_PHOTO_PATH, type PhotoStore } from '@amoretto/shared/node';

export interface StoredPhoto {
  /** The photo's key in the photo store (a path under MEDIA_DIR on disk), served at `/cdn/<filename>`. */
  filename: string;
  thumb_filename: string;
}

/** The only names this service writes or serves (shared with the workers' purge). */
export { STORED_PHOTO_PATH };

/** Nest token of the PhotoStore the configuration chooses (photos.module.ts). */
export const PHOTO_STORE = Symbol('PHOTO_STORE');

/** Names and stores members' photos, image and thumbnail, in the configured photo store. */
@Injectable()
export class PhotoStorageService implements OnModuleDestroy {
  constructor(@Inject(PHOTO_STORE) readonly store: PhotoStore) {}

  async save(image: Buffer, thumb: Buffer): Promise<StoredPhoto> {
    const stored = newStoredNames();
    // The thumbnail first: a photo whose image is there always has its thumbnail.
    await this.store.put(stored.thumb_filename, thumb);
    try {
      await this.store.put(stored.filename, image);
    } catch (error) {
      await this.store.delete(stored.thumb_filename).catch(() => undefined);
      throw error;
    }
    return stored;
  }

  /** Another stored photo with the same pictures under names of its own (removing one leaves the other). */
  async copy(source: StoredPhoto): Promise<StoredPhoto> {
    const copy = newStoredNames();
    await this.store.copy(source.thumb_filename, copy.thumb_filename);
    await this.store.copy(source.filename, copy.filename);
    return copy;
  }

  /** Removes a stored photo, image and thumbnail, given either name; a missing one is no error. */
  remove(filename: string): Promise<void> {
    return removeStoredPhotoFiles(this.store, filename);
  }

  onModuleDestroy(): void {
    this.store.close();
  }
}

function newStoredNames(): StoredPhoto {
  // 128 random bits: names are unguessable, so a photo's URL is its only capability.
  const id = randomBytes(16).toString('base64url');
  // Two-character prefixes keep any one directory small on disk (and spread an object store's keys).
  return { filename: `${id.slice(0, 2)}/${id}.jpg`, thumb_filename: `${id.slice(0, 2)}/${id}_thumb.jpg` };
}
