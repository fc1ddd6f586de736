import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { emailNotificationAllowed, mailLinkOrigin } from '@amoretto/shared';
import { enqueueInTransaction } from '@amoretto/shared/db';
import { mailTokenSecret, signMailToken, verpAddress } from '@amoretto/shared/node';
import { WorkersConfig } from '../config/workers-config';
import { notificationMailPayload, type NotificationMailInput } from './notification-mail-content';
import { addressOf } from './mail-rules';
import { notificationMailMember, type NotificationMailMemberRow } from './notification-mail.repository';

export type { NotificationMailInput } from './notification-mail-content';

/**
 * Queues a notification mail (docs/product.md#notifications) inside the caller's transaction,
 * when the member may get it now: the type is on, mail is not off as a whole, the account is
 * active. The caller's runOnce makes it once per job.
 */
@Injectable()
export class NotificationMailService {
  constructor(private readonly config: WorkersConfig) {}

  async queue(manager: EntityManager, input: NotificationMailInput): Promise<'queued' | 'not_allowed'> {
    const member = await notificationMailMember(manager, input.userId);
    if (!member || !emailNotificationAllowed(member, input.type)) return 'not_allowed';
    await enqueueInTransaction(manager, 'mail.send', this.payload(input, member));
    return 'queued';
  }

  /** The mail for a member already read and checked (campaign batches read many at once). */
  payload(input: NotificationMailInput, member: NotificationMailMemberRow) {
    const token = signMailToken(mailTokenSecret(this.config), { userId: member.id, type: input.type });
    const origin = mailLinkOrigin(this.config, member.site_domain);
    const domain = this.config.MAIL_BOUNCE_ADDRESS.slice(this.config.MAIL_BOUNCE_ADDRESS.lastIndexOf('@') + 1);
    return notificationMailPayload(
      input,
      {
        email: member.email,
        name: member.name,
        language: member.language,
        country: member.country,
        site: {
          name: member.site_name ?? 'Amoretto',
          supportEmail: member.support_email ?? addressOf(this.config.MAIL_FROM),
          fictionalLabel: member.fictional_singular ?? '',
        },
      },
      {
        origin,
        unsubscribeUrl: `${origin}/api/unsubscribe/${token}`,
        unsubscribeMailto: `unsubscribe+${token}@${domain}`,
        bounceAddress: verpAddress(this.config.MAIL_BOUNCE_ADDRESS, token),
      },
    );
  }
}
