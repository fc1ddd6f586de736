import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Jobs written in the same transaction as the change that causes them; a relay moves
 * them to BullMQ after commit, so a crash between the two loses nothing.
 */
@Entity({ name: 'outbox' })
@Index('outbox_pending_idx', ['id'], { where: 'dispatched_at IS NULL' })
export class OutboxEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'text' })
  job_name: string;

  @Column({ type: 'jsonb' })
  payload: Record<string, unknown>;

  /** Delay before the job runs once relayed (reminders). */
  @Column({ type: 'integer', default: 0 })
  delay_ms: number;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @Column({ type: 'timestamptz', nullable: true })
  dispatched_at: Date | null;
}
