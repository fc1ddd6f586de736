import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { Locale } from '../../constants';
import type { AccountStatus } from '../../accounts/account-types';
import type { Gender, NotificationsDisabledReason, Sexuality } from '../../vocabularies';

@Entity({ name: 'users' })
@Check('users_credits_non_negative', '"credits" >= 0')
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

  @Column({ type: 'jsonb', default: () => "'{}'" })
  tracking: Record<string, string>;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  notifications_disabled: NotificationsDisabledReason[];

  @Index('users_signup_date_idx')
  @CreateDateColumn({ type: 'timestamptz' })
  signup_date: Date;

  @Column({ type: 'timestamptz', nullable: true })
  activated_at: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  deleted_at: Date | null;
}
