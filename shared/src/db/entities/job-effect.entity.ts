import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * One row per background job whose outside effect (a mail handed to SMTP, a reminder
 * queued) has happened. Written in the same transaction as the effect, so a job that runs
 * again after a worker crash finds it and does not repeat the effect.
 */
@Entity({ name: 'job_effects' })
export class JobEffectEntity {
  /** The job's identity: its BullMQ id (`outbox-<row id>` for relayed jobs). */
  @PrimaryColumn({ type: 'text' })
  job_key: string;

  @Column({ type: 'text' })
  job_name: string;

  @CreateDateColumn({ type: 'timestamptz' })
  done_at: Date;
}
