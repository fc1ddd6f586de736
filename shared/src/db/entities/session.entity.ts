import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from './user.entity';

/** A login. Only the SHA-256 of the random token is stored. */
@Entity({ name: 'sessions' })
export class SessionEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Index('sessions_user_idx')
  @Column({ type: 'integer' })
  user_id: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  @Index('sessions_token_hash_unique', { unique: true })
  @Column({ type: 'text' })
  token_hash: string;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @Column({ type: 'timestamptz' })
  expires_at: Date;

  @Column({ type: 'timestamptz', nullable: true })
  revoked_at: Date | null;

  @Column({ type: 'text', nullable: true })
  ip: string | null;

  @Column({ type: 'text', nullable: true })
  user_agent: string | null;
}
