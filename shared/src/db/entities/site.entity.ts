import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Country, Locale } from '../../constants';
import type { MinimumMessageCost, SiteRecord } from '../../settings';
import type { ProfileField, SearchField, SignupMode } from '../../vocabularies';

/** A brand on a domain. The request host picks the site (see SitesService). */
@Entity({ name: 'sites' })
@Index('sites_one_default_idx', ['is_default'], { unique: true, where: 'is_default' })
export class SiteEntity implements SiteRecord {
  @PrimaryGeneratedColumn()
  id: number;

  @Index({ unique: true })
  @Column({ type: 'text' })
  domain: string;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  aliases: string[];

  // At most one default site (partial unique index above).
  @Column({ type: 'boolean', default: false })
  is_default: boolean;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  domain_language: Locale;

  @Column({ type: 'text', array: true })
  countries: Country[];

  @Column({ type: 'text' })
  index_title: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'text' })
  cdn_prefix: string;

  @Column({ type: 'text' })
  enable_site_entry_popup: 'yes' | 'no';

  @Column({ type: 'text' })
  signups: SignupMode;

  @Column({ type: 'text' })
  logged_out_search: string;

  @Column({ type: 'text' })
  logged_out_search_trafficsource: string;

  @Column({ type: 'jsonb' })
  minimum_message_costs: Partial<Record<Country, MinimumMessageCost>>;

  @Column({ type: 'integer' })
  message_credits: number;

  @Column({ type: 'integer' })
  signup_credits: number;

  @Column({ type: 'integer' })
  photo_credits: number;

  @Column({ type: 'integer' })
  gift_credits: number;

  @Column({ type: 'integer' })
  message_length: number;

  @Column({ type: 'text' })
  fictional_icon: string;

  @Column({ type: 'text' })
  fictional_warning: string;

  @Column({ type: 'text' })
  fictional_singular: string;

  @Column({ type: 'text' })
  fictional_plural: string;

  @Column({ type: 'integer' })
  refund_days: number;

  @Column({ type: 'text' })
  support_email: string;

  @Column({ type: 'text' })
  support_phone: string;

  @Column({ type: 'text', array: true })
  visible_profile_fields: ProfileField[];

  @Column({ type: 'jsonb', default: () => "'{}'" })
  visible_profile_notes: Partial<Record<ProfileField, string>>;

  @Column({ type: 'text', array: true })
  search_fields: SearchField[];

  @Column({ type: 'boolean', default: false })
  member_resell: boolean;

  /** Likes a member may give in the swipe game per local day (docs/product.md#swipe-game). */
  @Column({ type: 'integer', default: 4 })
  swipe_daily_likes: number;

  /** Tracking tag and session-analytics script (`SiteTags`; read through `readSiteTags`). */
  @Column({ type: 'jsonb', default: () => `'{"tracking_tag":null,"session_analytics":null}'` })
  tags: unknown;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
