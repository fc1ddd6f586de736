import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  blankBodyRefusal,
  messageCreatedEvents,
  ownProfileRefusal,
  settleSend,
  type ChatSendResult,
  type MessageKind,
  type SendGiftDto,
  type SendMessageDto,
  type SendMessageResponse,
  type SendPhotoFieldsDto,
  type SendRefusal,
  type SettledSend,
} from '@amoretto/shared';
import { ApiException } from '../common/api-exception';
import { chatSend, retryOnDeadlock, unreadTotalForAnnouncement, type SentContent } from '@amoretto/shared/db';
import { targetMember } from '../members/member-relations';
import { PhotoPipelineService } from '../photos/photo-pipeline.service';
import { PhotoStorageService, type StoredPhoto } from '../photos/photo-storage.service';
import { RealtimeService } from '../realtime/realtime.service';
import { liveSender, sentWithClientId } from './chats.repository';

/** What the send transaction decided, refusals thrown; `unread` is the recipient's new total when created. */
type Committed = Exclude<SettledSend, { outcome: 'refused' }>;

export interface SendOutcome {
  created: boolean;
  response: SendMessageResponse;
}

/**
 * Paid messages of every kind (docs/product.md#chats). Text, photo and gift sends go through one
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
    const blank = blankBodyRefusal(dto.body);
    if (blank) throw refusalException(blank);
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
    const original = await sentWithClientId(this.db, senderId, fields.client_id);
    if (original) {
      const sender = await liveSender(this.db, senderId);
      if (!sender) throw new ApiException('authentication_required', HttpStatus.FORBIDDEN);
      const again = { outcome: 'retried', message: original, credits: sender.credits, sender_status: sender.status } as const;
      return this.finish(senderId, fields.profile_id, this.settled(again, fields.profile_id, 'photo'));
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
    if (committed.outcome !== 'created') await this.discard(stored);
    return this.finish(senderId, fields.profile_id, committed);
  }

  private async spend(senderId: number, recipientId: number, clientId: string, content: SentContent): Promise<SendOutcome> {
    return this.finish(senderId, recipientId, await this.commit(senderId, recipientId, clientId, content));
  }

  /**
   * Every kind of message is sent by one call of the database function `chat_send`
   * (shared/src/db/functions/chat_send.sql): locks, checks, price, debit with its ledger
   * row, seq and message in one transaction and one round trip. Refusals come back as outcome codes and write nothing.
   */
  private async commit(senderId: number, recipientId: number, clientId: string, content: SentContent): Promise<Committed> {
    const own = ownProfileRefusal(senderId, recipientId);
    if (own) throw refusalException(own);
    const result = await retryOnDeadlock(() => chatSend(this.db, senderId, recipientId, clientId, content));
    return this.settled(result, recipientId, content.kind);
  }

  /** The decision for this send; a refusal (a reused client_id among them) is thrown as the API error. */
  private settled(result: ChatSendResult, recipientId: number, kind: MessageKind): Committed {
    const settled = settleSend(result, recipientId, kind);
    if (settled.outcome === 'refused') throw refusalException(settled.refusal);
    return settled;
  }

  /**
   * After the commit: the events of the message, and the answer. A retry announces the
   * message again: the first attempt may have committed and died before its events went out
   * (clients drop a message they hold by its seq), with the recipient's unread total as it is now.
   */
  private async finish(senderId: number, recipientId: number, committed: Committed): Promise<SendOutcome> {
    const { message, credits } = committed.response;
    const unread =
      committed.outcome === 'created'
        ? committed.unread
        : await unreadTotalForAnnouncement(this.db.manager, recipientId, (m) => this.logger.warn(m));
    if (unread !== null) {
      for (const [userId, event, payload] of messageCreatedEvents(senderId, recipientId, message, credits, unread)) {
        this.realtime.toUser(userId, event, payload);
      }
    }
    return { created: committed.outcome === 'created', response: committed.response };
  }

  private async discard(stored: StoredPhoto): Promise<void> {
    try {
      await this.storage.remove(stored.filename);
    } catch (error) {
      // No row refers to it and its name is unguessable: a leftover file harms no one.
      this.logger.warn(`could not remove unused chat photo ${stored.filename}: ${String(error)}`);
    }
  }
}

function refusalException({ code, status, fields, details }: SendRefusal): ApiException {
  return new ApiException(code, status, fields, details);
}
