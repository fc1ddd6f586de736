import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  CHAT_PAGE_SIZE, FREE_HISTORY_MESSAGES, toChatMessage,
  type ChatItem, type ChatMessagesQueryDto, type ChatMessagesResponse, type ChatRemoveResponse, type ChatsResponse, type MemberCard, type MessageRow,
} from '@amoretto/shared';
import { returnedRows, unreadTotalOf } from '@amoretto/shared/db';
import { ApiException } from '../common/api-exception';
import { toMemberCard } from '../members/member-card';
import { blockedEitherWay } from '../members/member-relations';
import { RealtimeService } from '../realtime/realtime.service';
import { ReadReceiptsService } from './read-receipts.service';
import {
  MESSAGE_COLUMNS, PARTNER_CARD_COLUMNS, PARTNER_ID, mine, type PartnerCardRow,
} from './chat-rows';

interface ConversationRow {
  id: number;
  user_a_id: number;
  user_b_id: number;
  last_seq: number;
  a_cleared_seq: number;
  b_cleared_seq: number;
}

/**
 * Conversations (spec §4, §5): the list, catch-up, reading and removing. Sending lives in
 * MessageSendService.
 */
@Injectable()
export class ChatsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly realtime: RealtimeService,
    private readonly receipts: ReadReceiptsService,
  ) {}

  async list(viewerId: number, cdnPrefix: string): Promise<ChatsResponse> {
    const rows = (await this.db.query(
      `SELECT c.id AS cid, c.last_seq, ${mine('unread')} AS unread, ${PARTNER_CARD_COLUMNS},
              ${MESSAGE_COLUMNS}, m.id AS message_id
         FROM conversations c
         JOIN users u ON u.id = ${PARTNER_ID}
         LEFT JOIN messages m ON m.conversation_id = c.id AND m.seq = c.last_seq
        WHERE (c.user_a_id = $1 OR c.user_b_id = $1) AND u.status <> 'deleted' AND c.last_seq > ${mine('cleared_seq')}
        ORDER BY c.last_message_at DESC NULLS LAST, c.id DESC`,
      [viewerId],
    )) as Array<PartnerCardRow & MessageRow & { cid: number; last_seq: number; unread: number; message_id: string | null }>;
    const chats: ChatItem[] = rows.map((row) => ({
      conversation: {
        id: row.cid,
        last_seq: row.last_seq,
        last_message: row.message_id ? toChatMessage({ ...row, id: row.message_id }) : null,
      },
      profile: this.card(row, cdnPrefix),
      num_unread_messages: row.unread,
    }));
    const [viewer] = (await this.db.query(`SELECT status FROM users WHERE id = $1`, [viewerId])) as Array<{ status: string }>;
    return {
      chats,
      num_unread_messages: chats.reduce((sum, chat) => sum + chat.num_unread_messages, 0),
      awaiting_confirmation: viewer?.status === 'not_confirmed',
    };
  }

  /**
   * Catch-up: exactly the messages after `after_seq`, oldest first. A member who removed
   * the chat sees nothing from before the removal; a free member sees only the newest
   * FREE_HISTORY_MESSAGES.
   */
  async messages(viewerId: number, conversationId: number, query: ChatMessagesQueryDto, cdnPrefix: string): Promise<ChatMessagesResponse> {
    const conversation = await this.viewersConversation(this.db.manager, viewerId, conversationId);
    const partnerId = conversation.user_a_id === viewerId ? conversation.user_b_id : conversation.user_a_id;
    if (await blockedEitherWay(this.db.manager, viewerId, partnerId)) throw new ApiException('blocked_by_member', HttpStatus.FORBIDDEN);
    const [viewer] = (await this.db.query(`SELECT paid_user FROM users WHERE id = $1`, [viewerId])) as Array<{ paid_user: boolean }>;
    const cleared = conversation.user_a_id === viewerId ? conversation.a_cleared_seq : conversation.b_cleared_seq;
    const historyFloor = viewer?.paid_user ? 0 : conversation.last_seq - FREE_HISTORY_MESSAGES;
    const floor = Math.max(cleared, historyFloor);
    const limit = query.limit ?? CHAT_PAGE_SIZE;
    const rows = (await this.db.query(
      `SELECT ${MESSAGE_COLUMNS} FROM messages m WHERE m.conversation_id = $1 AND m.seq > $2 ORDER BY m.seq LIMIT $3`,
      [conversationId, Math.max(query.after_seq ?? 0, floor), limit + 1],
    )) as MessageRow[];
    const [partner] = (await this.db.query(
      `SELECT ${PARTNER_CARD_COLUMNS} FROM users u WHERE u.id = $1`,
      [partnerId],
    )) as PartnerCardRow[];
    return {
      conversation: { id: conversation.id, last_seq: conversation.last_seq },
      profile: this.card(partner!, cdnPrefix),
      messages: rows.slice(0, limit).map(toChatMessage),
      has_more: rows.length > limit,
      older_hidden: historyFloor > cleared,
      partner_read_seq: await this.receipts.partnerReadSeq(this.db.manager, viewerId, conversation),
    };
  }

  /** Opening a conversation: the viewer's unread count for it becomes 0. */
  async markRead(viewerId: number, conversationId: number): Promise<number> {
    const { total, receipt } = await this.db.transaction(async (manager) => {
      const conversation = await this.viewersConversation(manager, viewerId, conversationId);
      const side = conversation.user_a_id === viewerId ? 'a' : 'b';
      await manager.query(`UPDATE conversations SET ${side}_unread = 0 WHERE id = $1`, [conversationId]);
      const receipt = await this.receipts.markRead(manager, viewerId, conversation);
      return { total: await unreadTotalOf(manager, viewerId), receipt };
    });
    this.realtime.toUser(viewerId, 'counters.changed', { num_unread_messages: total });
    this.receipts.announce(receipt);
    return total;
  }

  /**
   * Removes chats from the viewer's list (spec §4): by conversation id, or every chat with
   * a profile. Only the viewer's side changes; the partner keeps the history.
   */
  async remove(viewerId: number, target: { conversationId?: number; profileId?: number }): Promise<ChatRemoveResponse> {
    const result = await this.db.transaction(async (manager) => {
      const byConversation = target.conversationId !== undefined;
      const rows = returnedRows<{ id: number }>(
        await manager.query(
          `UPDATE conversations c
              SET a_cleared_seq = CASE WHEN c.user_a_id = $1 THEN c.last_seq ELSE c.a_cleared_seq END,
                  a_unread      = CASE WHEN c.user_a_id = $1 THEN 0 ELSE c.a_unread END,
                  b_cleared_seq = CASE WHEN c.user_b_id = $1 THEN c.last_seq ELSE c.b_cleared_seq END,
                  b_unread      = CASE WHEN c.user_b_id = $1 THEN 0 ELSE c.b_unread END
            WHERE (c.user_a_id = $1 OR c.user_b_id = $1)
              AND ${byConversation ? 'c.id = $2' : `${PARTNER_ID} = $2`}
              AND c.last_seq > ${mine('cleared_seq')}
           RETURNING c.id`,
          [viewerId, byConversation ? target.conversationId : target.profileId],
        ),
      );
      if (byConversation && rows.length === 0) await this.viewersConversation(manager, viewerId, target.conversationId!);
      return { removed: rows.length, num_unread_messages: await unreadTotalOf(manager, viewerId) };
    });
    if (result.removed > 0) this.realtime.toUser(viewerId, 'counters.changed', { num_unread_messages: result.num_unread_messages });
    return result;
  }

  private card(row: PartnerCardRow, cdnPrefix: string): MemberCard {
    return toMemberCard({ ...row, id: row.partner_id }, cdnPrefix);
  }

  private async viewersConversation(manager: EntityManager, viewerId: number, conversationId: number): Promise<ConversationRow> {
    const [row] = (await manager.query(
      `SELECT c.id, c.user_a_id, c.user_b_id, c.last_seq, c.a_cleared_seq, c.b_cleared_seq
         FROM conversations c JOIN users u ON u.id = ${PARTNER_ID}
        WHERE c.id = $2 AND (c.user_a_id = $1 OR c.user_b_id = $1) AND u.status <> 'deleted'`,
      [viewerId, conversationId],
    )) as ConversationRow[];
    if (!row) throw new ApiException('conversation_not_found', HttpStatus.NOT_FOUND);
    return row;
  }
}
