import { Injectable } from '@nestjs/common';
import type { JobOf } from '@amoretto/shared';
import type { RelayGate } from '../outbox/relay-gate';
import { PresenceReader } from './presence-reader.service';

/**
 * notify.message only for recipients without a visible page of the site: a member looking at
 * the site gets neither push nor mail about a message (notify-rules.ts: shouldPush and shouldMail
 * both answer no while a page is visible), so those messages need no job. Decided in one Redis
 * round trip for the relay's whole round; the job decides again with what it reads then.
 */
@Injectable()
export class MessageRelayGate implements RelayGate {
  readonly jobName = 'notify.message' as const;

  constructor(private readonly presence: PresenceReader) {}

  async needed(payloads: readonly Record<string, unknown>[]): Promise<boolean[]> {
    const recipients = payloads.map((payload) => (payload as unknown as JobOf<'notify.message'>).recipientId);
    const visible = await this.presence.visibleOf(recipients);
    return visible.map((isVisible) => !isVisible);
  }
}
