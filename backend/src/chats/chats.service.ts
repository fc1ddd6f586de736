import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  CHAT_PAGE_SIZE, FREE_CONVERSATIONS, FREE_HISTORY_MESSAGES, messagePrice,
  type ChatItem, type ChatMessage, type ChatMessagesQueryDto, type ChatMessagesResponse, type ChatPrices, type ChatRemoveResponse,
  type ChatsResponse, type MemberCard, type SendMessageDto, type SendMessageResponse,
} from '@amoretto/shared';
import { returnedRows } from '@amoretto/shared/db';
import { ApiException } from '../common/api-exception';
import { CreditsService } from '../credits/credits.service';
import { toMemberCard } from '../members/member-card';
import { blockedEitherWay, lockPair, targetMember } from '../members/member-relations';
import { RealtimeService } from '../realtime/realtime.service';
import { ReadReceiptsService } from './read-receipts.service';
import {
  MESSAGE_COLUMNS, PARTNER_CARD_COLUMNS, PARTNER_ID, mine, toChatMessage, type MessageRow, type PartnerCardRow,
} from './chat-rows';

interface Sender {
  id: number;
  status: string;
  paid_user: boolean;
  country: string;
  credits: number;
  site_id: number;
}

interface ConversationRow {
  id: number;
  user_a_id: number;
  user_b_id: number;
  last_seq: number;
  a_cleared_seq: number;
  b_cleared_seq: number;
}

type SiteChatSettings = ChatPrices & { message_length: number };

export interface SendOutcome {
  created: boolean;
  response: SendMessageResponse;
}

/**
 * Conversations and paid messages (spec §4, §5). A send is one transaction: pair lock,
 * sender row lock, the conversation (created on the first message), the conditional
 * credits debit with its ledger row, and the message with the next gap-free seq.
 * Realtime events go out only after the commit.
 */
@Injectable()
export class ChatsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly credits: CreditsService,
    private readonly realtime: RealtimeService,
    private readonly receipts: ReadReceiptsService,
  ) {}

  async send(senderId: number, dto: SendMessageDto): Promise<SendOutcome> {
    if (dto.body.trim().length === 0) throw new ApiException('validation_failed', HttpStatus.BAD_REQUEST, { body: ['isNotEmpty'] });
    const recipientId = dto.profile_id;
    const outcome = await this.db.transaction(async (manager) => {
      await targetMember(manager, senderId, recipientId);
      // Same pair lock as blocking: a message never slips in beside a block being written.
      await lockPair(manager, senderId, recipientId);
      // One send per member at a time: the free-conversation count and the retry lookup stay exact.
      const sender = await this.lockSender(manager, senderId);

      const original = await this.sentBefore(manager, senderId, dto.client_id);
      if (original) {
        if (original.partner_id !== recipientId) throw new ApiException('client_id_reused', HttpStatus.CONFLICT);
        return { created: false, message: toChatMessage(original), credits: sender.credits, sender, unread: null };
      }

      if (await blockedEitherWay(manager, senderId, recipientId)) throw new ApiException('blocked_by_member', HttpStatus.FORBIDDEN);
      const [recipient] = (await manager.query(`SELECT status FROM users WHERE id = $1`, [recipientId])) as Array<{ status: string }>;
      if (recipient?.status === 'not_confirmed') throw new ApiException('partner_not_confirmed', HttpStatus.FORBIDDEN);

      const site = await this.siteSettings(manager, sender.site_id);
      if ([...dto.body].length > site.message_length) {
        throw new ApiException('message_too_long', HttpStatus.BAD_REQUEST, undefined, { max: site.message_length });
      }

      const conversation = await this.conversationFor(manager, sender, recipientId);
      const price = messagePrice(site, sender.country, 'text');
      const spent = await this.credits.spend(manager, senderId, price, 'message', `message:${dto.client_id}`);
      if (!spent.ok) {
        throw new ApiException('not_enough_credits', HttpStatus.PAYMENT_REQUIRED, undefined, { price, credits: spent.balance });
      }

      const recipientSide = conversation.user_a_id === recipientId ? 'a' : 'b';
      const [bumped] = returnedRows<{ last_seq: number }>(
        await manager.query(
          `UPDATE conversations SET last_seq = last_seq + 1, last_message_at = now(), ${recipientSide}_unread = ${recipientSide}_unread + 1
            WHERE id = $1 RETURNING last_seq`,
          [conversation.id],
        ),
      );
      const [row] = (await manager.query(
        `INSERT INTO messages AS m (conversation_id, seq, sender_id, client_id, kind, body, cost)
         VALUES ($1, $2, $3, $4, 'text', $5, $6) RETURNING ${MESSAGE_COLUMNS}`,
        [conversation.id, bumped!.last_seq, senderId, dto.client_id, dto.body, price],
      )) as MessageRow[];
      const unread = await this.totalUnread(manager, recipientId);
      return { created: true, message: toChatMessage(row!), credits: spent.balance, sender, unread };
    });

    if (outcome.created) this.announce(senderId, recipientId, outcome.message, outcome.credits, outcome.unread ?? 0);
    return {
      created: outcome.created,
      response: { message: outcome.message, credits: outcome.credits, awaiting_confirmation: outcome.sender.status === 'not_confirmed' },
    };
  }

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
      return { total: await this.totalUnread(manager, viewerId), receipt };
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
      return { removed: rows.length, num_unread_messages: await this.totalUnread(manager, viewerId) };
    });
    if (result.removed > 0) this.realtime.toUser(viewerId, 'counters.changed', { num_unread_messages: result.num_unread_messages });
    return result;
  }

  private announce(senderId: number, recipientId: number, message: ChatMessage, senderCredits: number, recipientUnread: number): void {
    this.realtime.toUser(recipientId, 'message.created', { message });
    this.realtime.toUser(senderId, 'message.created', { message });
    this.realtime.toUser(recipientId, 'counters.changed', { num_unread_messages: recipientUnread });
    this.realtime.toUser(senderId, 'counters.changed', { credits: senderCredits });
  }

  private card(row: PartnerCardRow, cdnPrefix: string): MemberCard {
    return toMemberCard({ ...row, id: row.partner_id }, cdnPrefix);
  }

  private async lockSender(manager: EntityManager, senderId: number): Promise<Sender> {
    const [sender] = (await manager.query(
      `SELECT id, status, paid_user, country, credits, site_id FROM users WHERE id = $1 AND status <> 'deleted' FOR UPDATE`,
      [senderId],
    )) as Sender[];
    if (!sender) throw new ApiException('authentication_required', HttpStatus.FORBIDDEN);
    return sender;
  }

  private async sentBefore(manager: EntityManager, senderId: number, clientId: string): Promise<(MessageRow & { partner_id: number }) | null> {
    const [row] = (await manager.query(
      `SELECT ${MESSAGE_COLUMNS}, CASE WHEN c.user_a_id = $1 THEN c.user_b_id ELSE c.user_a_id END AS partner_id
         FROM messages m JOIN conversations c ON c.id = m.conversation_id
        WHERE m.sender_id = $1 AND m.client_id = $2`,
      [senderId, clientId],
    )) as Array<MessageRow & { partner_id: number }>;
    return row ?? null;
  }

  private async siteSettings(manager: EntityManager, siteId: number): Promise<SiteChatSettings> {
    const [site] = (await manager.query(
      `SELECT message_credits, photo_credits, gift_credits, minimum_message_costs, message_length FROM sites WHERE id = $1`,
      [siteId],
    )) as SiteChatSettings[];
    return site!;
  }

  /** The pair's conversation, locked; created on the first message, within the free members' limit. */
  private async conversationFor(manager: EntityManager, sender: Sender, recipientId: number): Promise<ConversationRow> {
    const [a, b] = sender.id < recipientId ? [sender.id, recipientId] : [recipientId, sender.id];
    const [existing] = (await manager.query(
      `SELECT id, user_a_id, user_b_id, last_seq, a_cleared_seq, b_cleared_seq FROM conversations
        WHERE user_a_id = $1 AND user_b_id = $2 FOR UPDATE`,
      [a, b],
    )) as ConversationRow[];
    if (existing) return existing;
    if (!sender.paid_user) {
      // Removed chats still count: removing one must not reset the limit.
      const [{ started }] = (await manager.query(
        `SELECT count(*)::int AS started FROM conversations WHERE started_by = $1`,
        [sender.id],
      )) as [{ started: number }];
      if (started >= FREE_CONVERSATIONS) {
        throw new ApiException('premium_required', HttpStatus.FORBIDDEN, undefined, { limit: FREE_CONVERSATIONS });
      }
    }
    const [created] = (await manager.query(
      `INSERT INTO conversations (user_a_id, user_b_id, started_by) VALUES ($1, $2, $3)
       RETURNING id, user_a_id, user_b_id, last_seq, a_cleared_seq, b_cleared_seq`,
      [a, b, sender.id],
    )) as ConversationRow[];
    return created!;
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

  private async totalUnread(manager: EntityManager, userId: number): Promise<number> {
    const [row] = (await manager.query(
      `SELECT coalesce(sum(${mine('unread')}), 0)::int AS total FROM conversations c WHERE c.user_a_id = $1 OR c.user_b_id = $1`,
      [userId],
    )) as Array<{ total: number }>;
    return row?.total ?? 0;
  }
}
