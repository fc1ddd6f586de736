import { Agent } from 'node:https';
import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { sendNotification, WebPushError } from 'web-push';
import type { PushPayload } from '@amoretto/shared';
import type { Queryable } from '@amoretto/shared/db';
import { WorkersConfig } from '../config/workers-config';
import { deletePushSubscription, pushSubscriptionsOf, type PushSubscriptionRow } from './notify.repository';

/** A push service that does not answer within this is given up on for this job. */
const PUSH_TIMEOUT_MS = 5_000;
/** A push older than this is not worth showing: the push service drops it instead of delivering it late. */
const PUSH_TTL_SECONDS = 6 * 3600;

export type PushOutcome = 'sent' | 'no_subscription' | 'push_off';

/**
 * Sends one notification to every browser a member subscribed, with web-push (VAPID, aes128gcm).
 * A subscription the push service answers 404 or 410 is gone for good and is deleted. When
 * every browser failed for a passing reason (timeout, 5xx, 429) it throws, so the job is
 * retried; one browser delivered is a push sent.
 */
@Injectable()
export class PushSender implements OnApplicationShutdown {
  private readonly logger = new Logger(PushSender.name);
  // Connections to push services stay open between pushes: a TLS handshake per push would cost a
  // round trip or two to the browser vendor's servers every time.
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 64 });
  private readonly vapid: { subject: string; publicKey: string; privateKey: string } | null;

  constructor(config: WorkersConfig) {
    this.vapid =
      config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY
        ? { subject: config.VAPID_SUBJECT, publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY }
        : null;
    if (!this.vapid) this.logger.warn('no VAPID keys: push notifications are off');
  }

  get enabled(): boolean {
    return this.vapid !== null;
  }

  /** Subscriptions are read and deleted through `db`, the caller's transaction. */
  async send(db: Queryable, userId: number, payload: PushPayload, urgency: 'high' | 'normal'): Promise<PushOutcome> {
    if (!this.vapid) return 'push_off';
    const subscriptions = await pushSubscriptionsOf(db, userId);
    if (subscriptions.length === 0) return 'no_subscription';
    const body = JSON.stringify(payload);
    const results = await Promise.all(subscriptions.map((subscription) => this.sendTo(subscription, body, payload.tag, urgency)));
    for (const [i, result] of results.entries()) {
      if (result === 'gone') await deletePushSubscription(db, subscriptions[i]!.id);
    }
    if (results.includes('sent') || results.every((result) => result === 'gone')) {
      return results.includes('sent') ? 'sent' : 'no_subscription';
    }
    throw new Error(`push to member ${userId} failed on every browser; retrying`);
  }

  private async sendTo(
    subscription: PushSubscriptionRow,
    body: string,
    tag: string,
    urgency: 'high' | 'normal',
  ): Promise<'sent' | 'gone' | 'failed'> {
    try {
      await sendNotification({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, body, {
        vapidDetails: this.vapid!,
        TTL: PUSH_TTL_SECONDS,
        urgency,
        // A push service keeps only the newest undelivered push of a topic (one per conversation).
        topic: tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
        timeout: PUSH_TIMEOUT_MS,
        agent: this.agent,
      });
      return 'sent';
    } catch (error: unknown) {
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) return 'gone';
      const status = error instanceof WebPushError ? `${error.statusCode}` : error instanceof Error ? error.message : String(error);
      this.logger.warn(`push to ${new URL(subscription.endpoint).host} failed: ${status}`);
      return 'failed';
    }
  }

  onApplicationShutdown(): void {
    this.agent.destroy();
  }
}
