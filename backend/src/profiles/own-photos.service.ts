import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { PHOTO_LIMIT_FREE, PHOTO_LIMIT_PREMIUM, type OwnPhoto, type OwnPhotosResponse } from '@amoretto/shared';
import type { PhotoEntity } from '@amoretto/shared/db';
import { ApiException } from '../common/api-exception';
import { PhotoPipelineService } from '../photos/photo-pipeline.service';
import { PhotoStorageService, type StoredPhoto } from '../photos/photo-storage.service';
import { lockMember, type LockedMember } from './member-lock';

type PhotoRow = Pick<PhotoEntity, 'id' | 'position' | 'status' | 'filename' | 'thumb_filename'>;

const limitOf = (member: Pick<LockedMember, 'paid_user'>): number => (member.paid_user ? PHOTO_LIMIT_PREMIUM : PHOTO_LIMIT_FREE);

/** Another member's photo answers exactly like a photo that does not exist. */
const notFound = () => new ApiException('not_found', HttpStatus.NOT_FOUND);

/**
 * The member's own photos (spec §5: 3 free, 25 premium). Every change runs in a transaction
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
    const [member] = (await this.db.query(`SELECT paid_user FROM users WHERE id = $1`, [userId])) as Array<Pick<LockedMember, 'paid_user'>>;
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
        await manager.query(
          `INSERT INTO photos (user_id, filename, thumb_filename, status, position)
           SELECT $1, $2, $3, 'active', COALESCE(MAX(position) + 1, 0) FROM photos WHERE user_id = $1`,
          [userId, stored.filename, stored.thumb_filename],
        );
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
      await manager.query(`DELETE FROM photos WHERE id = $1`, [photo.id]);
      await this.renumber(manager, userId);
      // Files may be shared with another row (e.g. copied demo data): only the last user removes them.
      const [stillUsed] = (await manager.query(`SELECT 1 FROM photos WHERE filename = $1 OR thumb_filename = $2 LIMIT 1`, [
        photo.filename,
        photo.thumb_filename,
      ])) as unknown[];
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
      await this.renumber(manager, userId, photo.id);
      return this.view(manager, userId, limitOf(member), cdnPrefix);
    });
  }

  /** `ids` must be exactly the member's photos, main image first. */
  async reorder(userId: number, ids: number[], cdnPrefix: string): Promise<OwnPhotosResponse> {
    return this.db.transaction(async (manager) => {
      const member = await lockMember(manager, userId);
      const own = (await manager.query(`SELECT id FROM photos WHERE user_id = $1`, [userId])) as Array<{ id: number }>;
      const ownIds = new Set(own.map((row) => row.id));
      // The DTO already refuses duplicates; same size plus membership means the same set.
      if (ids.length !== ownIds.size || new Set(ids).size !== ids.length || !ids.every((id) => ownIds.has(id))) {
        throw new ApiException('validation_failed', HttpStatus.BAD_REQUEST, { ids: ['own_photos'] });
      }
      await manager.query(
        `UPDATE photos p SET position = o.ord - 1
           FROM unnest($2::int[]) WITH ORDINALITY AS o(id, ord)
          WHERE p.id = o.id AND p.user_id = $1`,
        [userId, ids],
      );
      return this.view(manager, userId, limitOf(member), cdnPrefix);
    });
  }

  private async assertRoom(manager: EntityManager, userId: number, lock: boolean): Promise<void> {
    const member = lock
      ? await lockMember(manager, userId)
      : ((await manager.query(`SELECT id, paid_user FROM users WHERE id = $1`, [userId])) as LockedMember[])[0];
    if (!member) throw new ApiException('authentication_required', HttpStatus.FORBIDDEN);
    const [{ count }] = (await manager.query(`SELECT count(*)::int AS count FROM photos WHERE user_id = $1`, [userId])) as [{ count: number }];
    const limit = limitOf(member);
    if (count >= limit) throw new ApiException('photo_limit_reached', HttpStatus.FORBIDDEN, undefined, { limit });
  }

  private async ownPhoto(manager: EntityManager, userId: number, photoId: number): Promise<PhotoRow> {
    const [photo] = (await manager.query(
      `SELECT id, position, status, filename, thumb_filename FROM photos WHERE id = $1 AND user_id = $2`,
      [photoId, userId],
    )) as PhotoRow[];
    if (!photo) throw notFound();
    return photo;
  }

  /** Positions 0..n-1 in the current order, optionally with one photo moved to the front. */
  private async renumber(manager: EntityManager, userId: number, firstId: number | null = null): Promise<void> {
    await manager.query(
      `UPDATE photos p SET position = o.rn - 1
         FROM (SELECT id, row_number() OVER (ORDER BY (id = $2) DESC, position, id) AS rn FROM photos WHERE user_id = $1) o
        WHERE p.id = o.id AND p.position IS DISTINCT FROM o.rn - 1`,
      [userId, firstId ?? 0],
    );
  }

  private async view(manager: EntityManager, userId: number, limit: number, cdnPrefix: string): Promise<OwnPhotosResponse> {
    const rows = (await manager.query(
      `SELECT id, position, status, filename, thumb_filename FROM photos WHERE user_id = $1 ORDER BY position, id`,
      [userId],
    )) as PhotoRow[];
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
