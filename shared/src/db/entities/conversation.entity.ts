import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { UserEntity } from './user.entity';

/**
 * One conversation per member pair, stored once with the lower id as member A. Each side
 * keeps its own unread count and the sequence up to which it removed the chat, so a
 * removal hides the history for that member only and a later message brings the chat back.
 */
@Entity({ name: 'conversations' })
@Unique('conversations_pair', ['user_a_id', 'user_b_id'])
@Check('conversations_ordered_pair', '"user_a_id" < "user_b_id"')
@Check('conversations_unread_non_negative', '"a_unread" >= 0 AND "b_unread" >= 0')
@Check('conversations_cleared_within', '"a_cleared_seq" <= "last_seq" AND "b_cleared_seq" <= "last_seq"')
@Check('conversations_read_within', '"a_read_seq" <= "last_seq" AND "b_read_seq" <= "last_seq"')
export class ConversationEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  user_a_id: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_a_id' })
  user_a?: UserEntity;

  @Index('conversations_user_b_idx')
  @Column({ type: 'integer' })
  user_b_id: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_b_id' })
  user_b?: UserEntity;

  /** Who sent the first message: free members may start only FREE_CONVERSATIONS. */
  @Index('conversations_started_by_idx')
  @Column({ type: 'integer' })
  started_by: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'started_by' })
  starter?: UserEntity;

  @Column({ type: 'integer', default: 0 })
  a_unread: number;

  @Column({ type: 'integer', default: 0 })
  b_unread: number;

  /** Messages up to this sequence are removed for member A (DELETE /api/chat.php). */
  @Column({ type: 'integer', default: 0 })
  a_cleared_seq: number;

  @Column({ type: 'integer', default: 0 })
  b_cleared_seq: number;

  /** Member A has read up to this sequence (the partner sees it only when both have read receipts on). */
  @Column({ type: 'integer', default: 0 })
  a_read_seq: number;

  @Column({ type: 'integer', default: 0 })
  b_read_seq: number;

  /** Sequence of the newest message; the next one gets last_seq + 1 (gap-free). */
  @Column({ type: 'integer', default: 0 })
  last_seq: number;

  @Column({ type: 'timestamptz', nullable: true })
  last_message_at: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
