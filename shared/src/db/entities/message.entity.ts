import { Check, Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { ConversationEntity } from './conversation.entity';
import { UserEntity } from './user.entity';

/** A chat message; `seq` is gap-free per conversation, `client_id` makes a retried send land once. */
@Entity({ name: 'messages' })
@Unique('messages_conversation_seq', ['conversation_id', 'seq'])
@Unique('messages_sender_client_id', ['sender_id', 'client_id'])
@Check('messages_kind', `"kind" IN ('text', 'photo', 'gift')`)
@Check('messages_cost_non_negative', '"cost" >= 0')
@Check('messages_seq_positive', '"seq" > 0')
export class MessageEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'integer' })
  conversation_id: number;

  @ManyToOne(() => ConversationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'conversation_id' })
  conversation?: ConversationEntity;

  @Column({ type: 'integer' })
  seq: number;

  @Column({ type: 'integer' })
  sender_id: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'sender_id' })
  sender?: UserEntity;

  @Column({ type: 'uuid' })
  client_id: string;

  @Column({ type: 'text', default: 'text' })
  kind: 'text' | 'photo' | 'gift';

  @Column({ type: 'text' })
  body: string;

  /** Credits paid for this message (0 when the price was 0). */
  @Column({ type: 'integer' })
  cost: number;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
