import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  toChatMessage,
  type ChatItem,
  type ChatMessagesQueryDto,
  type ChatMessagesResponse,
  type ChatRemoveResponse,
  type ChatsResponse,
  type MemberCard,
} from '@amoretto/shared';
import { unreadTotalOf, type Queryable } from '@amoretto/shared/db';
import { ApiException } from '../common/api-exception';
import { toMemberCard } from '../members/member-card';
import { blockedEitherWay } from '../members/member-relations';
import { RealtimeService } from '../realtime/realtime.service';
import { ReadReceiptsService } from './read-receipts.service';
import {
  chatList,
  chatViewer,
  clearUnread,
  messagesAfter,
  partnerCard,
  removeChats,
  viewersConversation,
  type ChatListQueryRow,
  type ChatListRow,
  type ConversationRow,
  type PartnerCardRow,
} from './chats.repository';
import { messagesQueryConflict, messageWindow } from './message-window-rules';

/**
 * Conversations (docs/product.md#chats): the list, catch-up, reading and removing. Sending lives in
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
    // One statement: every member's tab polls this (docs/decisions.md).
    const rows = await chatList(this.db, viewerId);
    const chats: ChatItem[] = rows
      .filter((row): row is ChatListQueryRow & ChatListRow => row.cid !== null)
      .map((row) => ({
        conversation: {
          id: row.cid,
          last_seq: row.last_seq,
          last_message: row.message_id ? toChatMessage({ ...row, id: row.message_id }) : null,
        },
        profile: this.card(row, cdnPrefix),
        num_unread_messages: row.unread,
      }));
    return {
      chats,
      num_unread_messages: chats.reduce((sum, chat) => sum + chat.num_unread_messages, 0),
      awaiting_confirmation: rows[0]?.viewer_status === 'not_confirmed',
    };
  }

  /**
   * Catch-up: exactly the messages after `after_seq`, oldest first; or, to open a conversation
   * in one request, its newest `latest` (counted from the last seq read here, not from one the
   * client learnt earlier). A member who removed the chat sees nothing from before the removal;
   * a free member sees only the newest FREE_HISTORY_MESSAGES (message-window-rules.ts).
   */
  async messages(viewerId: number, conversationId: number, query: ChatMessagesQueryDto, cdnPrefix: string): Promise<ChatMessagesResponse> {
    if (messagesQueryConflict(query)) {
      throw new ApiException('messages_query_conflict', HttpStatus.BAD_REQUEST, {
        after_seq: ['exclusiveWith'],
        latest: ['exclusiveWith'],
      });
    }
    const conversation = await this.ownConversation(this.db.manager, viewerId, conversationId);
    const partnerId = conversation.user_a_id === viewerId ? conversation.user_b_id : conversation.user_a_id;
    if (await blockedEitherWay(this.db.manager, viewerId, partnerId)) throw new ApiException('blocked_by_member', HttpStatus.FORBIDDEN);
    const viewer = await chatViewer(this.db, viewerId);
    const window = messageWindow(query, {
      lastSeq: conversation.last_seq,
      clearedSeq: conversation.user_a_id === viewerId ? conversation.a_cleared_seq : conversation.b_cleared_seq,
      paid: viewer?.paid_user ?? false,
    });
    const { limit } = window;
    const rows = await messagesAfter(this.db, conversationId, window.start, limit + 1);
    const partner = await partnerCard(this.db, partnerId);
    return {
      conversation: { id: conversation.id, last_seq: conversation.last_seq },
      profile: this.card(partner!, cdnPrefix),
      messages: rows.slice(0, limit).map(toChatMessage),
      has_more: rows.length > limit,
      has_earlier: window.hasEarlier,
      older_hidden: window.olderHidden,
      partner_read_seq: await this.receipts.partnerReadSeq(this.db.manager, viewerId, conversation),
    };
  }

  /** Opening a conversation: the viewer's unread count for it becomes 0. */
  async markRead(viewerId: number, conversationId: number): Promise<number> {
    const { total, receipt } = await this.db.transaction(async (manager) => {
      const conversation = await this.ownConversation(manager, viewerId, conversationId);
      await clearUnread(manager, conversationId, conversation.user_a_id === viewerId ? 'a' : 'b');
      const receipt = await this.receipts.markRead(manager, viewerId, conversation);
      return { total: await unreadTotalOf(manager, viewerId), receipt };
    });
    this.realtime.toUser(viewerId, 'counters.changed', { num_unread_messages: total });
    this.receipts.announce(receipt);
    return total;
  }

  /**
   * Removes chats from the viewer's list (docs/product.md#chats): by conversation id, or every chat with
   * a profile. Only the viewer's side changes; the partner keeps the history.
   */
  async remove(viewerId: number, target: { conversationId?: number; profileId?: number }): Promise<ChatRemoveResponse> {
    const result = await this.db.transaction(async (manager) => {
      const byConversation = target.conversationId !== undefined;
      const removed = await removeChats(
        manager,
        viewerId,
        byConversation ? { conversationId: target.conversationId! } : { profileId: target.profileId! },
      );
      if (byConversation && removed.length === 0) await this.ownConversation(manager, viewerId, target.conversationId!);
      return { removed: removed.length, num_unread_messages: await unreadTotalOf(manager, viewerId) };
    });
    if (result.removed > 0) this.realtime.toUser(viewerId, 'counters.changed', { num_unread_messages: result.num_unread_messages });
    return result;
  }

  private card(row: PartnerCardRow, cdnPrefix: string): MemberCard {
    return toMemberCard({ ...row, id: row.partner_id }, cdnPrefix);
  }

  private async ownConversation(db: Queryable, viewerId: number, conversationId: number): Promise<ConversationRow> {
    const row = await viewersConversation(db, viewerId, conversationId);
    if (!row) throw new ApiException('conversation_not_found', HttpStatus.NOT_FOUND);
    return row;
  }
}
