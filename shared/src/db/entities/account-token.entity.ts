import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from './user.entity';

export type AccountTokenKind = 'activation' | 'password_reset' | 'email_change' | 'reactivation' | 'login';

/** Single-use, expiring links sent by mail; only the token's hash is stored. */
@Entity({ name: 'account_tokens' })
export class AccountTokenEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Index('account_tokens_user_idx')
  @Column({ type: 'integer' })
  user_id: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  @Column({ type: 'text' })
  kind: AccountTokenKind;

  @Index('account_tokens_hash_unique', { unique: true })
  @Column({ type: 'text' })
  token_hash: string;

  /** For email_change: the address to switch to. */
  @Column({ type: 'text', nullable: true })
  new_email: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @Column({ type: 'timestamptz' })
  expires_at: Date;

  @Column({ type: 'timestamptz', nullable: true })
  used_at: Date | null;
}
