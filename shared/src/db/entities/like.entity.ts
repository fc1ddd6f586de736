import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from './user.entity';

/** liker_id likes liked_id; two rows in opposite directions make a match. */
@Entity({ name: 'likes' })
@Index('likes_liked_idx', ['liked_id', 'created_at'])
export class LikeEntity {
  @PrimaryColumn({ type: 'integer' })
  liker_id: number;

  @PrimaryColumn({ type: 'integer' })
  liked_id: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'liker_id' })
  liker?: UserEntity;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'liked_id' })
  liked?: UserEntity;

  /** Cleared when the liked member opens the liker's profile (docs/product.md#likes). */
  @Column({ type: 'boolean', default: true })
  like_new: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
