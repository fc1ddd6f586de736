import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  FREE_CONVERSATIONS, messagePrice,
  type ChatMessage, type ChatPrices, type GiftId, type MessageKind, type SendGiftDto, type SendMessageDto, type SendMessageResponse, type SendPhotoFieldsDto,
} from '@amoretto/shared';
import { ApiException } from '../common/api-exception';
import { debitCtes } from '../credits/debit-sql';
import { preparedQuery } from '../database/prepared-query';
import { pairLockSql, targetMember } from '../members/member-relations';
import { PhotoPipelineService } from '../photos/photo-pipeline.service';
import { PhotoStorageService, type StoredPhoto } from '../photos/photo-storage.service';
import { RealtimeService } from '../realtime/realtime.service';
import { MESSAGE_COLUMNS, toChatMessage, type MessageRow } from './chat-rows';

interface Sender {
  id: number;
  status: string;
  paid_user: boolean;
  country: string;
  credits: number;
  site_id: number;
}

type SiteChatSettings = ChatPrices & { message_length: number };

type Nullable<T> = { [K in keyof T]: T[K] | null };

/** lockRows: the recipient (null when unknown or deleted) and the locked sender (null when gone). */
type LockedRow = { recipient_id: number | null; recipient_profile_status: string | null } & Nullable<Sender>;

/** checkRows: the earlier message with the client_id (all null when none) and what the checks need. */
type CheckedRow = Nullable<MessageRow & { partner_id: number }> & SiteChatSettings & {
  x_blocked: boolean;
  x_partner_status: string | null;
  x_conversation_id: number | null;
  x_started: number | null;
};

/** writeRows: the new message (all null when not paid for), the new balance, the recipient's unread total before it. */
type WrittenRow = Nullable<MessageRow> & { x_balance: number | null; x_credits: number; x_unread_before: number };

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

  /**
   * The one transaction every kind of message goes through, in five round trips: BEGIN,
   * the locks (lockRows), the checks (checkRows), the writes (writeRows), COMMIT. The
   * checks are their own statement on purpose: under READ COMMITTED a statement sees what
   * was committed when it started, so only a statement started after both locks are held
   * sees a send or block committed by whoever held them before.
   */
  private commit(senderId: number, recipientId: number, clientId: string, content: MessageContent): Promise<Committed> {
    if (recipientId === senderId) throw new ApiException('own_profile', HttpStatus.BAD_REQUEST);
    return this.db.transaction(async (manager): Promise<Committed> => {
      const locked = await this.lockRows(manager, senderId, recipientId);
      if (locked.recipient_id === null) throw new ApiException('member_not_found', HttpStatus.NOT_FOUND);
      if (locked.id === null) throw new ApiException('authentication_required', HttpStatus.FORBIDDEN);
      const { recipient_id: _recipient, recipient_profile_status: recipientProfileStatus, ...rest } = locked;
      const sender = rest as Sender;

      const checked = await this.checkRows(manager, sender, recipientId, clientId);
      if (checked.id !== null) return this.retried(sender, checked as MessageRow & { partner_id: number }, recipientId, content.kind);

      // A disabled profile answers like one that does not exist, as for likes.
      if (recipientProfileStatus === 'disabled') throw new ApiException('member_not_found', HttpStatus.NOT_FOUND);
      if (checked.x_blocked) throw new ApiException('blocked_by_member', HttpStatus.FORBIDDEN);
      if (checked.x_partner_status === 'not_confirmed') throw new ApiException('partner_not_confirmed', HttpStatus.FORBIDDEN);

      const site: SiteChatSettings = {
        message_credits: checked.message_credits, photo_credits: checked.photo_credits, gift_credits: checked.gift_credits,
        minimum_message_costs: checked.minimum_message_costs, message_length: checked.message_length,
      };
      if (content.kind === 'text' && [...content.body].length > site.message_length) {
        throw new ApiException('message_too_long', HttpStatus.BAD_REQUEST, undefined, { max: site.message_length });
      }
      // Removed chats still count: removing one must not reset the limit.
      if (checked.x_conversation_id === null && !sender.paid_user && (checked.x_started ?? 0) >= FREE_CONVERSATIONS) {
        throw new ApiException('premium_required', HttpStatus.FORBIDDEN, undefined, { limit: FREE_CONVERSATIONS });
      }

      // Always the server's price for the kind; the client never names one.
      const price = messagePrice(site, sender.country, content.kind);
      const written = await this.writeRows(manager, sender, recipientId, clientId, content, price, checked.x_conversation_id);
      if (written.x_balance === null) {
        throw new ApiException('not_enough_credits', HttpStatus.PAYMENT_REQUIRED, undefined, { price, credits: written.x_credits });
      }
      // The statement's reads predate its own writes: the recipient's total plus this message.
      return { created: true, message: toChatMessage(written as MessageRow), credits: written.x_balance, sender, unread: written.x_unread_before + 1 };
    });
  }

  /**
   * The recipient as before any lock (unknown or deleted: no locks taken), then the pair
   * lock, then the sender's row lock. The order is the data flow: the sender's rows reach
   * the row lock only joined with the pair lock's row, so the pair lock (shared with
   * blocking) is always taken first. The pair lock keeps a message from slipping in beside
   * a block being written; the sender's lock allows one send per member at a time, so the
   * free-conversation count and the retry lookup stay exact.
   */
  private async lockRows(manager: EntityManager, senderId: number, recipientId: number): Promise<LockedRow> {
    const [row] = (await preparedQuery<LockedRow>(manager,
      `WITH pair AS MATERIALIZED (
         SELECT ${pairLockSql(3, 4)} FROM users WHERE id = $2 AND status <> 'deleted'
       ), sender AS MATERIALIZED (
         SELECT u.id, u.status, u.paid_user, u.country, u.credits, u.site_id FROM pair, users u
          WHERE u.id = $1 AND u.status <> 'deleted' FOR UPDATE OF u
       )
       SELECT r.id AS recipient_id, r.profile_status AS recipient_profile_status, s.*
         FROM (SELECT 1) one
         LEFT JOIN users r ON r.id = $2 AND r.status <> 'deleted'
         LEFT JOIN sender s ON true`,
      [senderId, recipientId, Math.min(senderId, recipientId), Math.max(senderId, recipientId)],
    ));
    return row!;
  }

  /**
   * Under both locks: the message already sent with this client_id (its columns, all null
   * when none), the block either way, the partner's status, the site's prices, and the
   * pair's conversation, locked, with the free member's started count when there is none.
   */
  private async checkRows(manager: EntityManager, sender: Sender, recipientId: number, clientId: string): Promise<CheckedRow> {
    const [row] = (await preparedQuery<CheckedRow>(manager,
      `WITH conv AS MATERIALIZED (
         SELECT id FROM conversations WHERE user_a_id = $3 AND user_b_id = $4 FOR UPDATE
       )
       SELECT o.*,
              EXISTS (SELECT 1 FROM blocks WHERE (blocker_id = $1 AND blocked_id = $2) OR (blocker_id = $2 AND blocked_id = $1)) AS x_blocked,
              (SELECT status FROM users WHERE id = $2) AS x_partner_status,
              st.message_credits, st.photo_credits, st.gift_credits, st.minimum_message_costs, st.message_length,
              cv.id AS x_conversation_id,
              CASE WHEN cv.id IS NULL AND NOT $7::boolean THEN (SELECT count(*)::int FROM conversations WHERE started_by = $1) END AS x_started
         FROM sites st
         LEFT JOIN LATERAL (
           SELECT ${MESSAGE_COLUMNS}, CASE WHEN c.user_a_id = $1 THEN c.user_b_id ELSE c.user_a_id END AS partner_id
             FROM messages m JOIN conversations c ON c.id = m.conversation_id
            WHERE m.sender_id = $1 AND m.client_id = $5
         ) o ON true
         LEFT JOIN conv cv ON true
        WHERE st.id = $6`,
      [sender.id, recipientId, Math.min(sender.id, recipientId), Math.max(sender.id, recipientId), clientId, sender.site_id, sender.paid_user],
    ));
    return row!;
  }

  /**
   * The conditional debit with its ledger row (debitCtes), and only from the debit's row:
   * the conversation's next seq (or the conversation itself, started at seq 1) and the
   * message. No debit, no other write; x_balance is then null and x_credits the balance.
   */
  private async writeRows(
    manager: EntityManager, sender: Sender, recipientId: number, clientId: string, content: MessageContent, price: number, conversationId: number | null,
  ): Promise<WrittenRow> {
    const [a, b] = sender.id < recipientId ? [sender.id, recipientId] : [recipientId, sender.id];
    const recipientSide = a === recipientId ? 'a' : 'b';
    const [row] = (await preparedQuery<WrittenRow>(manager,
      `WITH ${debitCtes({ userId: 1, amount: 2, reason: 3, key: 4 })},
       bumped AS (
         UPDATE conversations SET last_seq = last_seq + 1, last_message_at = now(), ${recipientSide}_unread = ${recipientSide}_unread + 1
          WHERE id = $5::int AND EXISTS (SELECT 1 FROM debit) RETURNING id, last_seq
       ), started AS (
         INSERT INTO conversations (user_a_id, user_b_id, started_by, last_seq, last_message_at, ${recipientSide}_unread)
         SELECT $6::int, $7::int, $1::int, 1, now(), 1 FROM debit WHERE $5::int IS NULL RETURNING id, last_seq
       ), conv AS (
         SELECT id, last_seq FROM bumped UNION ALL SELECT id, last_seq FROM started
       ), sent AS (
         INSERT INTO messages AS m (conversation_id, seq, sender_id, client_id, kind, body, photo_filename, photo_thumb_filename, gift_id, cost)
         SELECT conv.id, conv.last_seq, $1::int, $8::uuid, $9::text, $10::text, $11::text, $12::text, $13::text, $2::int FROM conv
         RETURNING ${MESSAGE_COLUMNS}
       )
       SELECT sent.*, (SELECT credits FROM debit) AS x_balance, (SELECT credits FROM users WHERE id = $1) AS x_credits,
              (SELECT coalesce(sum(CASE WHEN c.user_a_id = $14 THEN c.a_unread ELSE c.b_unread END), 0)::int
                 FROM conversations c WHERE c.user_a_id = $14 OR c.user_b_id = $14) AS x_unread_before
         FROM (SELECT 1) one LEFT JOIN sent ON true`,
      [
        sender.id, price, LEDGER_REASON[content.kind], `message:${clientId}`, conversationId, a, b, clientId, content.kind,
        content.kind === 'text' ? content.body : '',
        content.kind === 'photo' ? content.photo.filename : null,
        content.kind === 'photo' ? content.photo.thumb_filename : null,
        content.kind === 'gift' ? content.gift_id : null,
        recipientId,
      ],
    ));
    return row!;
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
}
