import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  loggedOutSearchVisible,
  type MemberCard, type MemberPageResponse, type MemberPhoto, type ProfileField, type PublicProfile,
} from '@amoretto/shared';
import { returnedRows, type SiteEntity } from '@amoretto/shared/db';
import { ageOn } from '../accounts/user-view';
import { ApiException } from '../common/api-exception';
import { RealtimeService } from '../realtime/realtime.service';
import type { SearchSql } from '../search/search-sql';
import { newLikesCount } from '../likes/likes-list.service';
import { toMemberCard, type CardRow } from './member-card';
import { MEMBER_LIST_SIZE, relatedSql, similarSql, type ListedProfile } from './member-lists-sql';
import { excludedFor, hasBlocked, NO_RELATION, relationBetween } from './member-relations';

/** The user columns a page is built from: the public fields as stored, plus what decides their visibility. */
interface ProfileRow
  extends Pick<
    PublicProfile,
    | 'id' | 'name' | 'gender' | 'sexuality' | 'country' | 'region' | 'city' | 'hair_colour' | 'eye_colour'
    | 'body_type' | 'relationship_status' | 'interests' | 'about_me' | 'fictional'
  > {
  date_of_birth: string;
  profile_status: 'active' | 'disabled';
  /** Of the member's own site. */
  visible_profile_fields: ProfileField[];
}

interface PhotoRow {
  id: number;
  filename: string;
  thumb_filename: string;
}

export interface MemberPageContext {
  viewerId: number | null;
  /** The site serving the request. */
  site: SiteEntity;
  /** A visitor's stored traffic source, for the logged-out rule. */
  network: string | undefined;
}

@Injectable()
export class MemberPageService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly realtime: RealtimeService,
  ) {}

  async page(profileId: number, ctx: MemberPageContext): Promise<MemberPageResponse> {
    const { viewerId, site } = ctx;
    // Visitors see member pages exactly when they may search (spec §5).
    if (
      viewerId === null &&
      !loggedOutSearchVisible({
        loggedIn: false,
        logged_out_search: site.logged_out_search,
        logged_out_search_trafficsource: site.logged_out_search_trafficsource,
        hasTrafficSource: Boolean(ctx.network?.trim()),
      })
    ) {
      throw new ApiException('search_not_available', HttpStatus.FORBIDDEN);
    }
    const manager = this.db.manager;
    const row = await this.profileRow(manager, profileId);
    if (!row) throw new ApiException('member_not_found', HttpStatus.NOT_FOUND);
    const own = viewerId === row.id;
    if (viewerId !== null && !own && (await hasBlocked(manager, row.id, viewerId))) {
      throw new ApiException('blocked_by_member', HttpStatus.FORBIDDEN);
    }
    const relation = viewerId !== null && !own ? await relationBetween(manager, viewerId, row.id) : NO_RELATION;
    // Spec §4: opening a liker's profile clears their like's "new" mark.
    if (relation.liked_me) {
      const cleared = returnedRows<{ liker_id: number }>(
        await manager.query(
          `UPDATE likes SET like_new = false WHERE liker_id = $1 AND liked_id = $2 AND like_new RETURNING liker_id`,
          [row.id, viewerId],
        ),
      );
      // The update has committed on its own; the badge follows only when a mark really went.
      if (cleared.length > 0) {
        this.realtime.toUser(viewerId!, 'counters.changed', { num_new_likes: await newLikesCount(manager, viewerId!) });
      }
    }

    if (row.profile_status === 'disabled') return { profile: disabledProfile(row), relation, related: [], similar: [] };

    const premium = own || (viewerId !== null && (await this.isPremium(manager, viewerId)));
    const photos = await this.photos(manager, row.id);
    const profile = publicProfile(row, visibleFields(row.visible_profile_fields, site.visible_profile_fields), photos, premium, site.cdn_prefix);

    const excluded = viewerId === null ? [row.id] : [row.id, ...(await excludedFor(manager, viewerId))];
    const listed: ListedProfile = { id: row.id, gender: row.gender, country: row.country, region: row.region, age: profile.age };
    const related = await this.cards(manager, relatedSql(listed, excluded), site.cdn_prefix);
    const similar = await this.cards(manager, similarSql(listed, [...excluded, ...related.map((c) => c.id)]), site.cdn_prefix);
    return { profile, relation, related, similar };
  }

  private async profileRow(manager: EntityManager, id: number): Promise<ProfileRow | undefined> {
    const [row] = (await manager.query(
      `SELECT u.id, u.name, to_char(u.date_of_birth, 'YYYY-MM-DD') AS date_of_birth, u.profile_status, u.gender, u.sexuality,
              u.country, u.region, u.city, u.hair_colour, u.eye_colour, u.body_type, u.relationship_status, u.interests,
              u.about_me, u.fictional, s.visible_profile_fields
         FROM users u JOIN sites s ON s.id = u.site_id
        WHERE u.id = $1 AND u.status <> 'deleted'`,
      [id],
    )) as ProfileRow[];
    return row;
  }

  private async isPremium(manager: EntityManager, viewerId: number): Promise<boolean> {
    const [row] = (await manager.query(`SELECT paid_user FROM users WHERE id = $1`, [viewerId])) as Array<{ paid_user: boolean }>;
    return row?.paid_user === true;
  }

  /** Active photos, main image first. */
  private photos(manager: EntityManager, userId: number): Promise<PhotoRow[]> {
    return manager.query(
      `SELECT id, filename, thumb_filename FROM photos WHERE user_id = $1 AND status = 'active' ORDER BY position, id`,
      [userId],
    ) as Promise<PhotoRow[]>;
  }

  private async cards(manager: EntityManager, sql: SearchSql | null, cdnPrefix: string): Promise<MemberCard[]> {
    if (!sql) return [];
    const text = sql.page(MEMBER_LIST_SIZE, null);
    const rows = (await manager.query(text, sql.params)) as CardRow[];
    return rows.map((r) => toMemberCard(r, cdnPrefix));
  }
}

/**
 * A field shows only when both the member's own site (where they filled it in) and the
 * site showing the page list it.
 */
function visibleFields(memberSite: readonly ProfileField[], viewingSite: readonly ProfileField[]): Set<ProfileField> {
  return new Set(memberSite.filter((f) => viewingSite.includes(f)));
}

function publicProfile(row: ProfileRow, visible: Set<ProfileField>, photos: PhotoRow[], premium: boolean, cdn: string): PublicProfile {
  const show = <T>(field: ProfileField, value: T): T | null => (visible.has(field) ? value : null);
  const [main] = photos;
  const memberPhotos: MemberPhoto[] = photos.map((p, index) =>
    index === 0 || premium
      ? { id: p.id, locked: false, url: `${cdn}/${p.filename}`, thumb_url: `${cdn}/${p.thumb_filename}` }
      : { id: p.id, locked: true },
  );
  return {
    id: row.id,
    status: 'active',
    name: row.name,
    age: ageOn(row.date_of_birth),
    gender: show('gender', row.gender),
    sexuality: show('sexuality', row.sexuality),
    country: row.country,
    region: show('region', row.region),
    city: show('city', row.city),
    hair_colour: show('hair_colour', row.hair_colour),
    eye_colour: show('eye_colour', row.eye_colour),
    body_type: show('body_type', row.body_type),
    relationship_status: show('relationship_status', row.relationship_status),
    interests: show('interests', row.interests) ?? [],
    about_me: show('about_me', row.about_me),
    main_image: main ? { url: `${cdn}/${main.filename}`, thumb_url: `${cdn}/${main.thumb_filename}` } : null,
    photos: memberPhotos,
    fictional: row.fictional,
  };
}

/** A profile taken down by moderation: its name and nothing personal. */
function disabledProfile(row: ProfileRow): PublicProfile {
  return {
    id: row.id,
    status: 'disabled',
    name: row.name,
    age: ageOn(row.date_of_birth),
    gender: null,
    sexuality: null,
    country: row.country,
    region: null,
    city: null,
    hair_colour: null,
    eye_colour: null,
    body_type: null,
    relationship_status: null,
    interests: [],
    about_me: null,
    main_image: null,
    photos: [],
    fictional: row.fictional,
  };
}
