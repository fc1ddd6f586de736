import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  FREE_CONVERSATIONS, messagePrice,
  type ChatMessage, type ChatPrices, type GiftId, type MessageKind, type SendGiftDto, type SendMessageDto, type SendMessageResponse, type SendPhotoFieldsDto,
} from '@amoretto/shared';
import { returnedRows } from '@amoretto/shared/db';
import { ApiException } from '../common/api-exception';
import { CreditsService } from '../credits/credits.service';
import { blockedEitherWay, lockPair, targetMember } from '../members/member-relations';
import { PhotoPipelineService } from '../photos/photo-pipeline.service';
import { PhotoStorageService, type StoredPhoto } from '../photos/photo-storage.service';
import { RealtimeService } from '../realtime/realtime.service';
import { MESSAGE_COLUMNS, toChatMessage, unreadTotal, type MessageRow } from './chat-rows';

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
}

type SiteChatSettings = ChatPrices & { message_length: number };

/** What a new message carries; each kind has exactly its own content (the messages CHECKs agree). */
export type MessageContent =
  | { kind: 'text'; body: string }
  | { kind: 'photo'; photo: StoredPhoto }
  | { kind: 'gift'; gift_id: GiftId };

/** What the send transaction decided; `unread` is the recipient's new total when created. */
interface Committed {
  created: boolean;
  message: ChatMessage;
  credits: number;
  sender: Sender;
  unread: number | null;
}

export interface SendOutcome {
  created: boolean;
  response: SendMessageResponse;
}

/** Ledger reasons per kind; the idempotency key is the same for all, client ids are unique per sender. */
const LEDGER_REASON = { text: 'message', photo: 'photo_message', gift: 'gift' } as const;

/**
 * Paid messages of every kind (spec §4, §5). Text, photo and gift sends go through one
 * transaction (commit): pair lock, sender row lock, retry lookup by client_id, the
 * conversation rules, the conditional credits debit with its ledger row, and the message
 * with the next gap-free seq. Realtime events go out only after the commit.
 */
@Injectable()
export class MessageSendService {
  private readonly logger = new Logger(MessageSendService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly credits: CreditsService,
    private readonly realtime: RealtimeService,
    private readonly pipeline: PhotoPipelineService,
    private readonly storage: PhotoStorageService,
  ) {}

  sendText(senderId: number, dto: SendMessageDto): Promise<SendOutcome> {
    if (dto.body.trim().length === 0) throw new ApiException('validation_failed', HttpStatus.BAD_REQUEST, { body: ['isNotEmpty'] });
    return this.spend(senderId, dto.profile_id, dto.client_id, { kind: 'text', body: dto.body });
  }

  sendGift(senderId: number, dto: SendGiftDto): Promise<SendOutcome> {
    return this.spend(senderId, dto.profile_id, dto.client_id, { kind: 'gift', gift_id: dto.gift_id });
  }

  /**
   * The upload is cleaned and stored before the transaction (decoding under the member's
   * row lock would hold it for too long). Whenever the stored files end up unused (a
   * repeated client_id, or a refused or failed send) they are removed again.
   */
  async sendPhoto(senderId: number, fields: SendPhotoFieldsDto, upload: Buffer): Promise<SendOutcome> {
    // A retry of a photo already sent (the usual case after a timeout) needs no decoding.
    // Not binding: concurrent retries are settled inside the transaction.
    await targetMember(this.db.manager, senderId, fields.profile_id);
    const original = await this.sentBefore(this.db.manager, senderId, fields.client_id);
    if (original) {
      const sender = await this.senderRow(this.db.manager, senderId, '');
      return this.finish(senderId, fields.profile_id, this.retried(sender, original, fields.profile_id, 'photo'));
    }

    const { image, thumb } = await this.pipeline.process(upload);
    const stored = await this.storage.save(image, thumb);
    let committed: Committed;
    try {
      committed = await this.commit(senderId, fields.profile_id, fields.client_id, { kind: 'photo', photo: stored });
    } catch (error) {
      await this.discard(stored);
      throw error;
    }
    if (!committed.created) await this.discard(stored);
    return this.finish(senderId, fields.profile_id, committed);
  }

  private async spend(senderId: number, recipientId: number, clientId: string, content: MessageContent): Promise<SendOutcome> {
    return this.finish(senderId, recipientId, await this.commit(senderId, recipientId, clientId, content));
  }

  /** The one transaction every kind of message goes through. */
  private commit(senderId: number, recipientId: number, clientId: string, content: MessageContent): Promise<Committed> {
    return this.db.transaction(async (manager): Promise<Committed> => {
      const recipient = await targetMember(manager, senderId, recipientId);
      // Same pair lock as blocking: a message never slips in beside a block being written.
      await lockPair(manager, senderId, recipientId);
      // One send per member at a time: the free-conversation count and the retry lookup stay exact.
      const sender = await this.lockSender(manager, senderId);

      const original = await this.sentBefore(manager, senderId, clientId);
      if (original) return this.retried(sender, original, recipientId, content.kind);

      // A disabled profile answers like one that does not exist, as for likes.
      if (recipient.profile_status === 'disabled') throw new ApiException('member_not_found', HttpStatus.NOT_FOUND);
      if (await blockedEitherWay(manager, senderId, recipientId)) throw new ApiException('blocked_by_member', HttpStatus.FORBIDDEN);
      const [partner] = (await manager.query(`SELECT status FROM users WHERE id = $1`, [recipientId])) as Array<{ status: string }>;
      if (partner?.status === 'not_confirmed') throw new ApiException('partner_not_confirmed', HttpStatus.FORBIDDEN);

      const site = await this.siteSettings(manager, sender.site_id);
      if (content.kind === 'text' && [...content.body].length > site.message_length) {
        throw new ApiException('message_too_long', HttpStatus.BAD_REQUEST, undefined, { max: site.message_length });
      }

      const conversation = await this.conversationFor(manager, sender, recipientId);
      // Always the server's price for the kind; the client never names one.
      const price = messagePrice(site, sender.country, content.kind);
      const spent = await this.credits.spend(manager, senderId, price, LEDGER_REASON[content.kind], `message:${clientId}`);
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
        `INSERT INTO messages AS m (conversation_id, seq, sender_id, client_id, kind, body, photo_filename, photo_thumb_filename, gift_id, cost)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${MESSAGE_COLUMNS}`,
        [
          conversation.id, bumped!.last_seq, senderId, clientId, content.kind,
          content.kind === 'text' ? content.body : '',
          content.kind === 'photo' ? content.photo.filename : null,
          content.kind === 'photo' ? content.photo.thumb_filename : null,
          content.kind === 'gift' ? content.gift_id : null,
          price,
        ],
      )) as MessageRow[];
      const unread = await unreadTotal(manager, recipientId);
      return { created: true, message: toChatMessage(row!), credits: spent.balance, sender, unread };
    });
  }

  /** A client_id already sent: the original when it is the same send again, else a conflict. */
  private retried(sender: Sender, original: MessageRow & { partner_id: number }, recipientId: number, kind: MessageKind): Committed {
    if (original.partner_id !== recipientId || original.kind !== kind) throw new ApiException('client_id_reused', HttpStatus.CONFLICT);
    return { created: false, message: toChatMessage(original), credits: sender.credits, sender, unread: null };
  }

  /** After the commit: the events of a new message, and the answer. */
  private finish(senderId: number, recipientId: number, outcome: Committed): SendOutcome {
    if (outcome.created) this.announce(senderId, recipientId, outcome.message, outcome.credits, outcome.unread ?? 0);
    return {
      created: outcome.created,
      response: { message: outcome.message, credits: outcome.credits, awaiting_confirmation: outcome.sender.status === 'not_confirmed' },
    };
  }

  private announce(senderId: number, recipientId: number, message: ChatMessage, senderCredits: number, recipientUnread: number): void {
    this.realtime.toUser(recipientId, 'message.created', { message });
    this.realtime.toUser(senderId, 'message.created', { message });
    this.realtime.toUser(recipientId, 'counters.changed', { num_unread_messages: recipientUnread });
    this.realtime.toUser(senderId, 'counters.changed', { credits: senderCredits });
  }

  private async discard(stored: StoredPhoto): Promise<void> {
    try {
      await this.storage.remove(stored.filename);
    } catch (error) {
      // No row refers to it and its name is unguessable: a leftover file harms no one.
      this.logger.warn(`could not remove unused chat photo ${stored.filename}: ${String(error)}`);
    }
  }

  private lockSender(manager: EntityManager, senderId: number): Promise<Sender> {
    return this.senderRow(manager, senderId, 'FOR UPDATE');
  }

  private async senderRow(manager: EntityManager, senderId: number, lock: 'FOR UPDATE' | ''): Promise<Sender> {
    const [sender] = (await manager.query(
      `SELECT id, status, paid_user, country, credits, site_id FROM users WHERE id = $1 AND status <> 'deleted' ${lock}`,
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
      `SELECT id, user_a_id, user_b_id FROM conversations WHERE user_a_id = $1 AND user_b_id = $2 FOR UPDATE`,
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
      `INSERT INTO conversations (user_a_id, user_b_id, started_by) VALUES ($1, $2, $3) RETURNING id, user_a_id, user_b_id`,
      [a, b, sender.id],
    )) as ConversationRow[];
    return created!;
  }
}
