import { CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from './user.entity';

/** blocker_id blocked blocked_id: neither sees nor contacts the other while the row exists. */
@Entity({ name: 'blocks' })
@Index('blocks_blocked_idx', ['blocked_id'])
export class BlockEntity {
  @PrimaryColumn({ type: 'integer' })
  blocker_id: number;

  @PrimaryColumn({ type: 'integer' })
  blocked_id: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'blocker_id' })
  blocker?: UserEntity;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'blocked_id' })
  blocked?: UserEntity;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
