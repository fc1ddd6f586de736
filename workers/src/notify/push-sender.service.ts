import { Agent } from 'node:https';
import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { sendNotification, WebPushError } from 'web-push';
import type { PushPayload } from '@amoretto/shared';
import { WorkersConfig } from '../config/workers-config';
import type { PushSubscriptionRow } from './notify.repository';

/** A push service that does not answer within this is given up on for this job. */
const PUSH_TIMEOUT_MS = 5_000;
/** A push older than this is not worth showing: the push service drops it instead of delivering it late. */
const PUSH_TTL_SECONDS = 6 * 3600;

/** A push decided (in a transaction that has committed since), to send to these browsers. */
export interface PlannedPush {
  userId: number;
  subscriptions: PushSubscriptionRow[];
  payload: PushPayload;
  urgency: 'high' | 'normal';
}

/** What the push services answered: `gone` are subscriptions answered 404 or 410, `retry` when every browser failed for a passing reason. */
export interface PushDelivery {
  sent: boolean;
  gone: number[];
  retry: boolean;
}

/**
 * Sends one notification to every browser a member subscribed, with web-push (VAPID, aes128gcm),
 * outside any transaction: a slow push service holds no database connection. One browser reached
 * is a push sent.
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

  async deliver(planned: PlannedPush): Promise<PushDelivery> {
    const body = JSON.stringify(planned.payload);
    const results = await Promise.all(
      planned.subscriptions.map((subscription) => this.sendTo(subscription, body, planned.payload.tag, planned.urgency)),
    );
    return {
      sent: results.includes('sent'),
      gone: planned.subscriptions.filter((_s, i) => results[i] === 'gone').map((subscription) => subscription.id),
      retry: !results.includes('sent') && results.includes('failed'),
    };
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

  // After the jobs drained (JobRunnerService.drain runs first): a push in flight is never cut off and sent again.
  onApplicationShutdown(): void {
    this.agent.destroy();
  }
}
