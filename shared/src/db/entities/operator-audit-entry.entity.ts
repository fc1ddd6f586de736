import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * What operators did: who (operator_id; null for a login attempt with an unknown email), what
 * (action and details), when, and on which member. Rows are only ever added. Today it records
 * logins, wrong tries, locks and logouts; every console action will add its own.
 */
@Entity({ name: 'operator_audit_log' })
@Index('operator_audit_log_operator_idx', ['operator_id', 'created_at'])
export class OperatorAuditEntryEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'integer', nullable: true })
  operator_id: number | null;

  @Column({ type: 'text' })
  action: string;

  @Index('operator_audit_log_member_idx')
  @Column({ type: 'integer', nullable: true })
  member_id: number | null;

  @Column({ type: 'jsonb', default: () => `'{}'` })
  details: Record<string, unknown>;

  @Column({ type: 'text', nullable: true })
  ip: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
