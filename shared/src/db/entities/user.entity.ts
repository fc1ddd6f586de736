import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { Locale } from '../../constants';
import type { AccountStatus } from '../../accounts/account-types';
import type {
  BodyType,
  EmailNotificationType,
  EyeColour,
  Gender,
  HairColour,
  Interest,
  MatchFinderAppearance,
  MatchFinderRace,
  NotificationsDisabledReason,
  RelationshipStatus,
  Sexuality,
} from '../../vocabularies';

/**
 * Search reads members through two partial indexes whose predicate is this condition;
 * every search query repeats it so the planner can use them (see search.service.ts).
 */
export const SEARCHABLE_MEMBER = `status <> 'deleted' AND invisible = false AND profile_status = 'active'`;

@Entity({ name: 'users' })
@Check('users_credits_non_negative', '"credits" >= 0')
@Index('users_search_country_idx', ['country', 'gender', 'id', 'date_of_birth'], { where: SEARCHABLE_MEMBER })
@Index('users_search_region_idx', ['country', 'region', 'gender', 'id', 'date_of_birth'], { where: SEARCHABLE_MEMBER })
export class UserEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** Stored lower-cased and trimmed; unique among accounts that are not deleted for good. */
  @Index('users_email_unique', { unique: true })
  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text', select: false })
  password_hash: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'date' })
  date_of_birth: string;

  @Column({ type: 'text', default: 'not_confirmed' })
  status: AccountStatus;

  /** Cached balance; the ledger (credit_entries) is the truth. */
  @Column({ type: 'integer', default: 0 })
  credits: number;

  @Column({ type: 'boolean', default: false })
  paid_user: boolean;

  /** Credits owed after a chargeback of spent credits; new credits settle it first. */
  @Column({ type: 'integer', default: 0 })
  credit_debt: number;

  @Column({ type: 'text' })
  language: Locale;

  @Column({ type: 'integer' })
  site_id: number;

  @Column({ type: 'text' })
  country: string;

  @Column({ type: 'text', nullable: true })
  signup_message: string | null;

  @Column({ type: 'text', nullable: true })
  gender: Gender | null;

  @Column({ type: 'text', nullable: true })
  sexuality: Sexuality | null;

  /** Region code from the country's list (regions.ts). */
  @Column({ type: 'text', nullable: true })
  region: string | null;

  @Column({ type: 'text', nullable: true })
  city: string | null;

  @Column({ type: 'text', nullable: true })
  about_me: string | null;

  @Column({ type: 'text', nullable: true })
  hair_colour: HairColour | null;

  @Column({ type: 'text', nullable: true })
  eye_colour: EyeColour | null;

  @Column({ type: 'text', nullable: true })
  body_type: BodyType | null;

  @Column({ type: 'text', nullable: true })
  relationship_status: RelationshipStatus | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  interests: Interest[];

  /** Self-described, optional: only orders match finder results, never filters (docs/product.md#match-finder). */
  @Column({ type: 'text', nullable: true })
  appearance: MatchFinderAppearance | null;

  /** Self-described, optional: only orders match finder results, never filters (docs/product.md#match-finder). */
  @Column({ type: 'text', nullable: true })
  ethnicity: MatchFinderRace | null;

  /** Invisible members are left out of search and related lists. */
  @Column({ type: 'boolean', default: false })
  invisible: boolean;

  /** 'disabled' hides the profile everywhere (moderation); the account itself may still log in. */
  @Column({ type: 'text', default: 'active' })
  profile_status: 'active' | 'disabled';

  /** A fictional chat partner (docs/product.md#audience): carries settings.fictional_warning wherever it is shown. */
  @Column({ type: 'boolean', default: false })
  fictional: boolean;

  /** 'api' for accounts created in one call from a campaign page; they get the activation reminder as a modal. */
  @Column({ type: 'text', default: 'form' })
  signup_flow: 'form' | 'api';

  @Column({ type: 'jsonb', default: () => "'{}'" })
  tracking: Record<string, string>;

  /** Read receipts are reciprocal: off means the member neither shows nor sees read state. */
  @Column({ type: 'boolean', default: true })
  read_receipts: boolean;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  notifications_disabled: NotificationsDisabledReason[];

  /** Email notification types the member turned off on /notifications (docs/product.md#notifications). */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  email_notifications_off: EmailNotificationType[];

  /** Whether a message push shows the start of the text; off, it names only the sender (docs/product.md#notifications). */
  @Column({ type: 'boolean', default: true })
  push_previews: boolean;

  @Index('users_signup_date_idx')
  @CreateDateColumn({ type: 'timestamptz' })
  signup_date: Date;

  @Column({ type: 'timestamptz', nullable: true })
  activated_at: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  deleted_at: Date | null;

  /** Set once the personal data of a deleted account is erased (docs/product.md#leaving); the row stays for the ledger. */
  @Column({ type: 'timestamptz', nullable: true })
  purged_at: Date | null;
}
