import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from './user.entity';

/** A member's photo as stored under MEDIA_DIR; the lowest position is the main image. */
@Entity({ name: 'photos' })
@Index('photos_user_position_idx', ['user_id', 'position'])
export class PhotoEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  user_id: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  @Column({ type: 'text' })
  filename: string;

  @Column({ type: 'text' })
  thumb_filename: string;

  @Column({ type: 'text', default: 'active' })
  status: 'active' | 'pending' | 'rejected';

  @Column({ type: 'integer', default: 0 })
  position: number;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
