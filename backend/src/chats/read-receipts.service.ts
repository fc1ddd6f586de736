import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { User } from '@amoretto/shared';
import { AccountsService } from '../accounts/accounts.service';
import { RealtimeService } from '../realtime/realtime.service';
import { lockedReadSeq, readSeqIfBothOn, readToLast, setReadReceipts, type Side } from './chats.repository';

/** The members of a conversation, as the chat service has already loaded them. */
export interface ConversationPair {
  id: number;
  user_a_id: number;
  user_b_id: number;
}

/** What a read changed, to be announced once the transaction has committed. */
export interface ReadReceipt {
  conversationId: number;
  readerId: number;
  partnerId: number;
  lastReadSeq: number;
  /** Both members have receipts on and the position moved: the partner is told. */
  announce: boolean;
}

const sides = (pair: ConversationPair, viewerId: number): { mine: Side; theirs: Side; partnerId: number } =>
  pair.user_a_id === viewerId
    ? { mine: 'a', theirs: 'b', partnerId: pair.user_b_id }
    : { mine: 'b', theirs: 'a', partnerId: pair.user_a_id };

/**
 * Read receipts (reciprocal): each side's read position is always stored, but a member
 * sees the partner's position, live or on catch-up, only while both have the setting on.
 */
@Injectable()
export class ReadReceiptsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly realtime: RealtimeService,
    private readonly accounts: AccountsService,
  ) {}

  /** Inside the read transaction: the viewer has now read up to the conversation's last message. */
  async markRead(manager: EntityManager, viewerId: number, pair: ConversationPair): Promise<ReadReceipt> {
    const { mine, partnerId } = sides(pair, viewerId);
    // The row lock orders concurrent reads, so "moved" is decided on the latest position.
    const before = await lockedReadSeq(manager, pair.id, mine);
    const row = await readToLast(manager, pair.id, mine, [viewerId, partnerId]);
    return {
      conversationId: pair.id,
      readerId: viewerId,
      partnerId,
      lastReadSeq: row.seq,
      announce: row.both_on && row.seq > (before ?? 0),
    };
  }

  /** After the commit. */
  announce(receipt: ReadReceipt): void {
    if (!receipt.announce) return;
    this.realtime.toUser(receipt.partnerId, 'message.read', {
      conversation: { id: receipt.conversationId },
      reader_id: receipt.readerId,
      last_read_seq: receipt.lastReadSeq,
    });
  }

  /** The partner's read position for the viewer, or null unless both members have receipts on. */
  async partnerReadSeq(manager: EntityManager, viewerId: number, pair: ConversationPair): Promise<number | null> {
    const { theirs, partnerId } = sides(pair, viewerId);
    return readSeqIfBothOn(manager, pair.id, theirs, [viewerId, partnerId]);
  }

  async setEnabled(userId: number, enabled: boolean): Promise<User> {
    await setReadReceipts(this.db, userId, enabled);
    return this.accounts.me(userId);
  }
}
