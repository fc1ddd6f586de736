import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { JobOf } from '@amoretto/shared';
import type { JobContext } from '../jobs/handler-registry';
import { JobHandler } from '../jobs/job-handler.decorator';
import { NotifyMailer } from './notify-mailer.service';
import { shouldMail, shouldPush, type MessageNotifyFacts } from './notify-rules';
import {
  badgeCount,
  lockConversationState,
  notifyMessage,
  notifyRecipient,
  pushSubscriptionsOf,
  recordMailed,
  recordPushed,
  unrecordPushed,
  visibleActor,
} from './notify.repository';
import { PresenceReader } from './presence-reader.service';
import { pushOnce } from './push-once';
import { PushSender, type PlannedPush } from './push-sender.service';
import { messagePush } from './push-texts';
import { runOnceIfDone } from './run-once-if-done';

/**
 * A new message (queued by chat_send with it): a push to a recipient with no visible page of
 * the site, a mail to one with no socket at all, each at most once per conversation until they
 * come back (notify-rules.ts). Push and mail are two effects, each done once per job (runOnceIfDone
 * under its own key), each deciding under the lock of the conversation's notification state so
 * that messages handled at the same time notify once.
 */
@Injectable()
export class NotifyMessageProcessor {
  constructor(
    private readonly db: DataSource,
    private readonly presence: PresenceReader,
    private readonly push: PushSender,
    private readonly mailer: NotifyMailer,
  ) {}

  @JobHandler('notify.message')
  async notify(payload: JobOf<'notify.message'>, job: JobContext): Promise<void> {
    // Most messages go between members at the site: one look at their presence settles those
    // without a transaction (the decisions below look again, under the lock).
    const presence = await this.presence.of(payload.recipientId);
    // A push service out of reach must not keep the mail back: the mail goes, then the job fails
    // and its retry pushes again (the mail is recorded as done by then).
    let pushFailed: unknown = null;
    if (!presence.visible && this.push.enabled) {
      const noted: { undo: ((manager: EntityManager) => Promise<void>) | null } = { undo: null };
      await pushOnce(
        this.db,
        this.push,
        { key: `${job.key}:push`, name: 'notify.message' },
        (manager) => this.planPush(manager, payload, noted),
        (manager) => noted.undo?.(manager) ?? Promise.resolve(),
      ).catch((error: unknown) => (pushFailed = error ?? new Error('push failed')));
    }
    if (!presence.online) {
      await runOnceIfDone(this.db, { key: `${job.key}:mail`, name: 'notify.message' }, (manager) => this.mailOnce(manager, payload));
    }
    if (pushFailed) throw pushFailed;
  }

  /**
   * The push to send, if one is due, noted in the conversation's state (taken back through
   * `noted.undo` when no browser takes it); null when none is due or there is no browser.
   */
  private async planPush(
    manager: EntityManager,
    payload: JobOf<'notify.message'>,
    noted: { undo: ((manager: EntityManager) => Promise<void>) | null },
  ): Promise<PlannedPush | null> {
    const subject = await this.subject(manager, payload);
    if (!subject) return null;
    const state = await lockConversationState(manager, payload.recipientId, payload.conversationId);
    const facts = await this.facts(payload, subject.readSeq);
    if (!shouldPush(state, facts)) return null;
    const subscriptions = await pushSubscriptionsOf(manager, payload.recipientId);
    if (subscriptions.length === 0) return null;
    const push = messagePush(subject.recipient.language, {
      sender: subject.sender,
      message: subject.message,
      previews: subject.recipient.push_previews,
      conversationId: payload.conversationId,
      badge: await badgeCount(manager, payload.recipientId),
    });
    const at = new Date(facts.now);
    await recordPushed(manager, payload.recipientId, payload.conversationId, at, payload.seq);
    noted.undo = (undoManager) => unrecordPushed(undoManager, payload.recipientId, payload.conversationId, { at, seq: payload.seq }, state);
    return { userId: payload.recipientId, subscriptions, payload: push, urgency: 'high' };
  }

  /** True when a mail was queued. */
  private async mailOnce(manager: EntityManager, payload: JobOf<'notify.message'>): Promise<boolean> {
    const subject = await this.subject(manager, payload);
    if (!subject) return false;
    const state = await lockConversationState(manager, payload.recipientId, payload.conversationId);
    const facts = await this.facts(payload, subject.readSeq);
    if (!shouldMail(state, facts)) return false;
    const queued = await this.mailer.message(manager, {
      recipient: subject.recipient,
      sender: subject.sender,
      conversationId: payload.conversationId,
      firstMessage: payload.seq === 1,
      message: subject.message,
    });
    if (queued) await recordMailed(manager, payload.recipientId, payload.conversationId, new Date(facts.now), payload.seq);
    return queued;
  }

  /** Who is told about what; null when there is nobody to tell any more (deleted, blocked, gone, fictional). */
  private async subject(manager: EntityManager, payload: JobOf<'notify.message'>) {
    const recipient = await notifyRecipient(manager, payload.recipientId);
    if (!recipient || recipient.fictional || recipient.status !== 'active') return null;
    const sender = await visibleActor(manager, payload.recipientId, payload.senderId);
    const message = await notifyMessage(manager, payload.messageId, payload.recipientId);
    if (!sender || !message) return null;
    return { recipient, sender, message, readSeq: message.read_seq };
  }

  private async facts(payload: JobOf<'notify.message'>, readSeq: number): Promise<MessageNotifyFacts> {
    return { presence: await this.presence.of(payload.recipientId), seq: payload.seq, readSeq, now: Date.now() };
  }
}
