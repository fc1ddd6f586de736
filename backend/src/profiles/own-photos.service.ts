import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { PHOTO_LIMIT_FREE, PHOTO_LIMIT_PREMIUM, type OwnPhoto, type OwnPhotosResponse } from '@amoretto/shared';
import type { Queryable } from '@amoretto/shared/db';
import { ApiException } from '../common/api-exception';
import { PhotoPipelineService } from '../photos/photo-pipeline.service';
import { PhotoStorageService, type StoredPhoto } from '../photos/photo-storage.service';
import { lockMember } from './member-lock';
import {
  deletePhoto,
  insertLastPhoto,
  memberPlan,
  ownPhotoIds,
  ownPhotoRows,
  photoCount,
  photoFilesInUse,
  photoOfMember,
  renumberPhotos,
  setPhotoOrder,
  type LockedMember,
  type OwnPhotoRow,
} from './profiles.repository';

const limitOf = (member: Pick<LockedMember, 'paid_user'>): number => (member.paid_user ? PHOTO_LIMIT_PREMIUM : PHOTO_LIMIT_FREE);

/** Another member's photo answers exactly like a photo that does not exist. */
const notFound = () => new ApiException('not_found', HttpStatus.NOT_FOUND);

/**
 * The member's own photos (3 free, 25 premium: docs/product.md#photos). Every change runs in a transaction
 * holding the member's users row (FOR UPDATE), so concurrent uploads, deletes and reorders
 * are serialised per member: the limit holds and positions stay 0..n-1 without duplicates.
 * The lowest position is the main image.
 */
@Injectable()
export class OwnPhotosService {
  private readonly logger = new Logger(OwnPhotosService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly pipeline: PhotoPipelineService,
    private readonly storage: PhotoStorageService,
  ) {}

  async list(userId: number, cdnPrefix: string): Promise<OwnPhotosResponse> {
    const member = await memberPlan(this.db, userId);
    if (!member) throw new ApiException('authentication_required', HttpStatus.FORBIDDEN);
    return this.view(this.db.manager, userId, limitOf(member), cdnPrefix);
  }

  /** Stores an upload as the member's last photo (the first one becomes the main image). */
  async add(userId: number, upload: Buffer): Promise<void> {
    // Answer a full album before the costly decoding; the binding check is the one under the lock.
    await this.assertRoom(this.db.manager, userId, false);
    const { image, thumb } = await this.pipeline.process(upload);
    const stored = await this.storage.save(image, thumb);
    try {
      await this.db.transaction(async (manager) => {
        await this.assertRoom(manager, userId, true);
        await insertLastPhoto(manager, userId, stored);
      });
    } catch (error) {
      // Refused (or failed) after the files were written: leave nothing behind.
      await this.removeFiles(stored);
      throw error;
    }
  }

  /** Deletes one own photo and its files; the remaining photos close the gap. */
  async remove(userId: number, photoId: number, cdnPrefix: string): Promise<OwnPhotosResponse> {
    const { response, orphan } = await this.db.transaction(async (manager) => {
      const member = await lockMember(manager, userId);
      const photo = await this.ownPhoto(manager, userId, photoId);
      await deletePhoto(manager, photo.id);
      await renumberPhotos(manager, userId, null);
      // Files may be shared with another row (e.g. copied demo data): only the last user removes them.
      const stillUsed = await photoFilesInUse(manager, photo);
      return { response: await this.view(manager, userId, limitOf(member), cdnPrefix), orphan: stillUsed ? null : photo };
    });
    // After the commit: a rolled-back delete must still find its files.
    if (orphan) await this.removeFiles(orphan);
    return response;
  }

  /** Moves a photo to position 0; the others keep their order behind it. */
  async makeMain(userId: number, photoId: number, cdnPrefix: string): Promise<OwnPhotosResponse> {
    return this.db.transaction(async (manager) => {
      const member = await lockMember(manager, userId);
      const photo = await this.ownPhoto(manager, userId, photoId);
      await renumberPhotos(manager, userId, photo.id);
      return this.view(manager, userId, limitOf(member), cdnPrefix);
    });
  }

  /** `ids` must be exactly the member's photos, main image first. */
  async reorder(userId: number, ids: number[], cdnPrefix: string): Promise<OwnPhotosResponse> {
    return this.db.transaction(async (manager) => {
      const member = await lockMember(manager, userId);
      const ownIds = new Set(await ownPhotoIds(manager, userId));
      // The DTO already refuses duplicates; same size plus membership means the same set.
      if (ids.length !== ownIds.size || new Set(ids).size !== ids.length || !ids.every((id) => ownIds.has(id))) {
        throw new ApiException('validation_failed', HttpStatus.BAD_REQUEST, { ids: ['own_photos'] });
      }
      await setPhotoOrder(manager, userId, ids);
      return this.view(manager, userId, limitOf(member), cdnPrefix);
    });
  }

  private async assertRoom(manager: Queryable, userId: number, lock: boolean): Promise<void> {
    const member = lock ? await lockMember(manager, userId) : await memberPlan(manager, userId);
    if (!member) throw new ApiException('authentication_required', HttpStatus.FORBIDDEN);
    const count = await photoCount(manager, userId);
    const limit = limitOf(member);
    if (count >= limit) throw new ApiException('photo_limit_reached', HttpStatus.FORBIDDEN, undefined, { limit });
  }

  private async ownPhoto(manager: Queryable, userId: number, photoId: number): Promise<OwnPhotoRow> {
    const photo = await photoOfMember(manager, userId, photoId);
    if (!photo) throw notFound();
    return photo;
  }

  private async view(manager: Queryable, userId: number, limit: number, cdnPrefix: string): Promise<OwnPhotosResponse> {
    const rows = await ownPhotoRows(manager, userId);
    const photos: OwnPhoto[] = rows.map((row) => ({
      id: row.id,
      position: row.position,
      status: row.status,
      url: `${cdnPrefix}/${row.filename}`,
      thumb_url: `${cdnPrefix}/${row.thumb_filename}`,
    }));
    return { photos, limit };
  }

  private async removeFiles(stored: StoredPhoto): Promise<void> {
    try {
      await this.storage.remove(stored.filename);
    } catch (error) {
      // The row is already gone; an unreferenced file with an unguessable name harms no one.
      this.logger.warn(`could not remove photo files ${stored.filename}: ${String(error)}`);
    }
  }
}
