import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  loggedOutSearchVisible,
  type MemberCard,
  type MemberPageResponse,
  type MemberPhoto,
  type ProfileField,
  type PublicProfile,
} from '@amoretto/shared';
import type { Queryable, SiteEntity } from '@amoretto/shared/db';
import { ageOn } from '../accounts/user-view';
import { ApiException } from '../common/api-exception';
import { clearNewLike, newLikesCount } from '../likes/likes.repository';
import { RealtimeService } from '../realtime/realtime.service';
import type { SearchSql } from '../search/search-sql';
import { toMemberCard } from './member-card';
import { MEMBER_LIST_SIZE, relatedSql, similarSql, type ListedProfile } from './member-lists-sql';
import { NO_RELATION } from './member-relations';
import {
  activePhotos,
  excludedFor,
  hasBlocked,
  isPremium,
  listedCards,
  profileRow,
  relationBetween,
  type PhotoRow,
  type ProfileRow,
} from './members.repository';

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
    // Visitors see member pages exactly when they may search (docs/product.md#member-page).
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
    const row = await profileRow(manager, profileId);
    if (!row) throw new ApiException('member_not_found', HttpStatus.NOT_FOUND);
    const own = viewerId === row.id;
    if (viewerId !== null && !own && (await hasBlocked(manager, row.id, viewerId))) {
      throw new ApiException('blocked_by_member', HttpStatus.FORBIDDEN);
    }
    const relation = viewerId !== null && !own ? await relationBetween(manager, viewerId, row.id) : NO_RELATION;
    // Opening a liker's profile clears their like's "new" mark (docs/product.md#likes).
    if (relation.liked_me) {
      // The update has committed on its own; the badge follows only when a mark really went.
      if (await clearNewLike(manager, row.id, viewerId!)) {
        this.realtime.toUser(viewerId!, 'counters.changed', { num_new_likes: await newLikesCount(manager, viewerId!) });
      }
    }

    // A disabled profile is gone for everyone else (docs/product.md#moderation); its owner never sees this page anyway.
    if (row.profile_status === 'disabled' && !own) throw new ApiException('member_not_found', HttpStatus.NOT_FOUND);
    if (row.profile_status === 'disabled') return { profile: disabledProfile(row), relation, related: [], similar: [] };

    const premium = own || (viewerId !== null && (await isPremium(manager, viewerId)));
    const photos = await activePhotos(manager, row.id);
    const profile = publicProfile(
      row,
      visibleFields(row.visible_profile_fields, site.visible_profile_fields),
      photos,
      premium,
      site.cdn_prefix,
    );

    const excluded = viewerId === null ? [row.id] : [row.id, ...(await excludedFor(manager, viewerId))];
    const listed: ListedProfile = { id: row.id, gender: row.gender, country: row.country, region: row.region, age: profile.age };
    const related = await this.cards(manager, relatedSql(listed, excluded), site.cdn_prefix);
    const similar = await this.cards(manager, similarSql(listed, [...excluded, ...related.map((c) => c.id)]), site.cdn_prefix);
    return { profile, relation, related, similar };
  }

  private async cards(manager: Queryable, sql: SearchSql | null, cdnPrefix: string): Promise<MemberCard[]> {
    if (!sql) return [];
    const rows = await listedCards(manager, sql, MEMBER_LIST_SIZE);
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
