import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { OperatorRole } from '../../operators/operator-dto';

/**
 * A person who runs the product (docs/product.md#operators). Not a member: its own table, its
 * own sessions and login, so no member can ever hold an operator's powers.
 */
@Entity({ name: 'operators' })
export class OperatorEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** Stored lower-cased; unique. */
  @Index('operators_email_unique', { unique: true })
  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  role: OperatorRole;

  /** argon2id. */
  @Column({ type: 'text' })
  password_hash: string;

  /** The TOTP secret (base32), shown once when the account is made. */
  @Column({ type: 'text' })
  totp_secret: string;

  /** The time step of the last code accepted: a code works once (no replay within its 30 s). */
  @Column({ type: 'bigint', nullable: true })
  totp_last_step: string | null;

  /** Wrong logins since the last good one or the last lock (operator-auth-rules.ts). */
  @Column({ type: 'integer', default: 0 })
  failed_logins: number;

  @Column({ type: 'timestamptz', nullable: true })
  locked_until: Date | null;

  /** A disabled operator cannot log in, and its sessions end. */
  @Column({ type: 'timestamptz', nullable: true })
  disabled_at: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
