import { Inject, Injectable, Logger } from '@nestjs/common';
import { validateSync } from 'class-validator';
import {
  SendMessageDto,
  blankBodyRefusal,
  messageCreatedEvents,
  ownProfileRefusal,
  settleSend,
  type ChatSendResult,
  type Locale,
  type MessageSendAck,
  type SendRefusal,
} from '@amoretto/shared';
import { chatSendMany, retryOnDeadlock, unreadTotalForAnnouncement, type TextSend } from '@amoretto/shared/db';
import { apiErrorBody, isUnavailableError, validationFields } from '@amoretto/shared/node';
import { GATEWAY_DB, type GatewayDb } from '../realtime/gateway-db.provider';
import { SendBatcher } from './send-batcher';

/** What a socket send comes to: the answer for the sender, and the events of a new message. */
export interface SocketSendOutcome {
  ack: MessageSendAck;
  events: ReturnType<typeof messageCreatedEvents>;
}

/**
 * One batch in the database at a time. With the interval below, one lane gathers more per
 * batch than two lanes share (at 2,000 messages/s, 4 ms hold about 8 sends), and a batch's
 * Postgres call, commit and Redis publish are paid once for all of its sends.
 */
export const SEND_LANES = 1;

/**
 * Least time between the starts of two send batches. A send on an idle gateway runs at once;
 * under load sends gather for up to this long. At 2,000 messages/s this took the gateway's
 * CPU per message down by about a fifth for some 4 ms more latency (docs/benchmarks.md).
 */
export const SEND_BATCH_INTERVAL_MS = 4;

/** Orders pairs as chat_send's pair lock does (least id, then greatest); ids are below 2^31. */
function pairKey(a: number, b: number): number {
  return Math.min(a, b) * 2 ** 31 + Math.max(a, b);
}

/**
 * Text messages sent over a member's socket. The same DTO, the same database function and
 * the same refusals as `POST /api/chats/messages`; sends from all sockets of this gateway
 * are batched into one call (see SendBatcher), then answered one by one.
 */
@Injectable()
export class SocketSendService {
  private readonly logger = new Logger(SocketSendService.name);
  private readonly batcher = new SendBatcher<TextSend, ChatSendResult>((sends) => this.sendMany(sends), {
    lanes: SEND_LANES,
    minIntervalMs: SEND_BATCH_INTERVAL_MS,
    // A member's sends stay in one lane, in order. Every batch takes its pair locks in
    // ascending pair order, and lanes hold different senders' rows, so this gateway's own
    // batches cannot deadlock each other (a deadlock with another writer is retried: SendBatcher, sendMany).
    laneOf: (send) => send.senderId,
    orderKey: (send) => pairKey(send.senderId, send.recipientId),
  });

  constructor(@Inject(GATEWAY_DB) private readonly db: GatewayDb) {}

  async send(senderId: number, payload: unknown, locale: Locale): Promise<SocketSendOutcome> {
    const dto = Object.assign(new SendMessageDto(), typeof payload === 'object' && payload !== null ? payload : {});
    const errors = validateSync(dto, { whitelist: true, forbidNonWhitelisted: true });
    if (errors.length > 0) return refused({ code: 'validation_failed', status: 400, fields: validationFields(errors) }, locale);
    const early = blankBodyRefusal(dto.body) ?? ownProfileRefusal(senderId, dto.profile_id);
    if (early) return refused(early, locale);

    let result: ChatSendResult;
    try {
      result = await this.batcher.submit({ senderId, recipientId: dto.profile_id, clientId: dto.client_id, body: dto.body });
    } catch (error) {
      // Postgres out of reach is not a bug: 503, which the client retries with the same client_id.
      if (isUnavailableError(error)) {
        this.logger.warn(`send not stored, database unavailable: ${error instanceof Error ? error.message : String(error)}`);
        return refused({ code: 'service_unavailable', status: 503 }, locale);
      }
      this.logger.error(error instanceof Error ? error.stack : String(error));
      return refused({ code: 'internal_error', status: 500 }, locale);
    }
    const settled = settleSend(result, dto.profile_id, 'text');
    switch (settled.outcome) {
      case 'created': {
        const { response } = settled;
        return {
          ack: { status: 201, ...response },
          events: messageCreatedEvents(senderId, dto.profile_id, response.message, response.credits, settled.unread),
        };
      }
      case 'retried': {
        // Announced again: the first attempt may have committed and lost its events (clients drop what they hold by seq).
        const { response } = settled;
        const unread = await unreadTotalForAnnouncement(this.db, dto.profile_id, (m) => this.logger.warn(m));
        return {
          ack: { status: 200, ...response },
          events: unread === null ? [] : messageCreatedEvents(senderId, dto.profile_id, response.message, response.credits, unread),
        };
      }
      case 'refused':
        return refused(settled.refusal, locale);
    }
  }

  private async sendMany(sends: TextSend[]): Promise<ChatSendResult[]> {
    const run = () => chatSendMany(this.db, sends);
    // A batch of one is a send on its own again: a deadlock there is retried like the backend's.
    return sends.length === 1 ? retryOnDeadlock(run) : run();
  }
}

function refused({ code, status, fields, details }: SendRefusal, locale: Locale): SocketSendOutcome {
  return { ack: { status, ...apiErrorBody(code, locale, fields, details) }, events: [] };
}
