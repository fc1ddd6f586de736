import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { UserEntity } from './user.entity';

/**
 * Append-only credits ledger. The balance on `users.credits` is a cache kept in the same
 * transaction; `(user_id, idempotency_key)` makes every grant or spend happen once.
 */
@Entity({ name: 'credit_entries' })
@Unique('credit_entries_idempotency', ['user_id', 'idempotency_key'])
export class CreditEntryEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Index('credit_entries_user_idx')
  @Column({ type: 'integer' })
  user_id: number;

  @ManyToOne(() => UserEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  /** Positive for grants and purchases, negative for spending. */
  @Column({ type: 'integer' })
  amount: number;

  @Column({ type: 'text' })
  reason: string;

  @Column({ type: 'text' })
  idempotency_key: string;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
