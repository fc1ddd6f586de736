import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { OperatorEntity } from './operator.entity';

/** An operator's login: short, never extended; only the SHA-256 of the random token is stored. */
@Entity({ name: 'operator_sessions' })
export class OperatorSessionEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Index('operator_sessions_operator_idx')
  @Column({ type: 'integer' })
  operator_id: number;

  @ManyToOne(() => OperatorEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'operator_id' })
  operator?: OperatorEntity;

  @Index('operator_sessions_token_hash_unique', { unique: true })
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
