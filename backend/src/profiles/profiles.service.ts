import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isCountry, PHOTO_LIMIT_FREE, PHOTO_LIMIT_PREMIUM, REGIONS, type MemberCard, type ProfileUpdateDto } from '@amoretto/shared';
import { PhotoEntity, UserEntity } from '@amoretto/shared/db';
import { ageOn } from '../accounts/user-view';
import { ApiException } from '../common/api-exception';
import { PhotoPipelineService } from '../photos/photo-pipeline.service';
import { PhotoStorageService } from '../photos/photo-storage.service';

@Injectable()
export class ProfilesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly pipeline: PhotoPipelineService,
    private readonly storage: PhotoStorageService,
  ) {}

  async update(userId: number, input: ProfileUpdateDto): Promise<void> {
    const user = await this.db.manager.findOneByOrFail(UserEntity, { id: userId });
    if (input.region !== undefined) {
      const regions = isCountry(user.country) ? REGIONS[user.country].regions : [];
      if (!regions.some((r) => r.code === input.region)) {
        throw new ApiException('validation_failed', HttpStatus.BAD_REQUEST, { region: ['isIn'] });
      }
    }
    const changes: Partial<UserEntity> = {};
    if (input.gender !== undefined) changes.gender = input.gender;
    if (input.sexuality !== undefined) changes.sexuality = input.sexuality;
    if (input.region !== undefined) changes.region = input.region;
    if (input.city !== undefined) changes.city = input.city.trim();
    if (input.about_me !== undefined) changes.about_me = input.about_me.trim() || null;
    if (Object.keys(changes).length > 0) await this.db.manager.update(UserEntity, { id: userId }, changes);
  }

  /** Stores an uploaded photo; 3 for free members, 25 for premium (server-side, spec §9). */
  async addPhoto(userId: number, upload: Buffer): Promise<PhotoEntity> {
    const user = await this.db.manager.findOneByOrFail(UserEntity, { id: userId });
    const limit = user.paid_user ? PHOTO_LIMIT_PREMIUM : PHOTO_LIMIT_FREE;
    const count = await this.db.manager.countBy(PhotoEntity, { user_id: userId });
    if (count >= limit) throw new ApiException('photo_limit_reached', HttpStatus.FORBIDDEN, undefined, { limit });
    const { image, thumb } = await this.pipeline.process(upload);
    const stored = await this.storage.save(image, thumb);
    return this.db.manager.save(
      this.db.manager.create(PhotoEntity, { user_id: userId, ...stored, status: 'active', position: count }),
    );
  }

  /** The newest members for the landing page after login (full search is its own feature). */
  async newest(viewerId: number, cdnPrefix: string, limit = 24): Promise<MemberCard[]> {
    const rows: Array<{ id: number; name: string; date_of_birth: string; city: string | null; country: string; thumb: string | null }> =
      await this.db.query(
        `SELECT u.id, u.name, to_char(u.date_of_birth, 'YYYY-MM-DD') AS date_of_birth, u.city, u.country,
                (SELECT p.thumb_filename FROM photos p WHERE p.user_id = u.id ORDER BY p.position, p.id LIMIT 1) AS thumb
           FROM users u
          WHERE u.status <> 'deleted' AND u.id <> $1
          ORDER BY u.signup_date DESC
          LIMIT $2`,
        [viewerId, limit],
      );
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      age: ageOn(r.date_of_birth),
      city: r.city,
      country: r.country,
      main_image: r.thumb ? { thumb_url: `${cdnPrefix}/${r.thumb}` } : null,
    }));
  }
}
