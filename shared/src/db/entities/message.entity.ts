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
// Each kind carries exactly its own content: text a body, photo both file names, gift a gift id.
@Check(
  'messages_text_content',
  `"kind" <> 'text' OR ("body" <> '' AND "photo_filename" IS NULL AND "photo_thumb_filename" IS NULL AND "gift_id" IS NULL)`,
)
@Check(
  'messages_photo_content',
  `"kind" <> 'photo' OR ("body" = '' AND "photo_filename" IS NOT NULL AND "photo_thumb_filename" IS NOT NULL AND "gift_id" IS NULL)`,
)
@Check(
  'messages_gift_content',
  `"kind" <> 'gift' OR ("body" = '' AND "gift_id" IS NOT NULL AND "photo_filename" IS NULL AND "photo_thumb_filename" IS NULL)`,
)
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

  /** The text of a text message; empty for photos and gifts. */
  @Column({ type: 'text' })
  body: string;

  /** Stored names under MEDIA_DIR (like profile photos) of a photo message. */
  @Column({ type: 'text', nullable: true })
  photo_filename: string | null;

  @Column({ type: 'text', nullable: true })
  photo_thumb_filename: string | null;

  /** A GIFT_IDS entry; not constrained in the database so the catalogue can grow without a migration. */
  @Column({ type: 'text', nullable: true })
  gift_id: string | null;

  /** Credits paid for this message (0 when the price was 0). */
  @Column({ type: 'integer' })
  cost: number;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
