import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EmailNotificationType, NotificationsDisabledReason } from '@amoretto/shared';
import { mailTokenSecret, verifyMailToken, type MailToken } from '@amoretto/shared/node';
import { AppConfig } from '../config/app-config';
import { readMailReport, type MailReport } from './mail-report';
import { readProviderEvent } from './provider-event';
import { disableNotificationMail, mailFeedbackMember, type MailFeedbackMember } from './notifications.repository';

const REASON_OF: Record<Exclude<MailReport['kind'], 'ignored'>, NotificationsDisabledReason> = {
  bounce: 'bounce',
  complaint: 'fbl',
  unsubscribe: 'listunsubscribe',
};

/**
 * What comes back from mail that was sent: unsubscribes (the link's one-click POST, a mail to the
 * mailto address), bounces and spam complaints. Each switches notification mail off with its
 * reason in notifications_disabled (docs/product.md#notifications); an unsubscribe also turns its
 * own type off, so the type stays off after the member turns mail back on.
 */
@Injectable()
export class MailFeedbackService {
  private readonly logger = new Logger(MailFeedbackService.name);
  private readonly secret: string;

  constructor(
    private readonly db: DataSource,
    config: AppConfig,
  ) {
    this.secret = mailTokenSecret(config);
  }

  token(raw: string): MailToken | null {
    return verifyMailToken(this.secret, raw);
  }

  /** The member of a valid token, for the confirmation page; null for a bad token or a deleted account. */
  async member(token: MailToken): Promise<MailFeedbackMember | null> {
    return mailFeedbackMember(this.db, token.userId);
  }

  async unsubscribe(token: MailToken): Promise<MailFeedbackMember | null> {
    return disableNotificationMail(this.db, token.userId, 'listunsubscribe', token.type);
  }

  /** A raw report from the mail server, or a provider's JSON event; what it did, for the caller's log and answer. */
  async report(input: string | object): Promise<{ kind: MailReport['kind']; members: number }> {
    const report = typeof input === 'string' ? await readMailReport(input) : readProviderEvent(input);
    if (report.kind === 'ignored') return { kind: 'ignored', members: 0 };
    const tokens = report.tokens.map((t) => this.token(t)).filter((t): t is MailToken => t !== null);
    const userIds = [...new Set(tokens.map((t) => t.userId))];
    let members = 0;
    for (const userId of userIds) {
      const typeOff: EmailNotificationType | null =
        report.kind === 'unsubscribe' ? (tokens.find((t) => t.userId === userId)?.type ?? null) : null;
      if (await disableNotificationMail(this.db, userId, REASON_OF[report.kind], typeOff)) members += 1;
    }
    if (members === 0) this.logger.warn(`a ${report.kind} report named no member of ours (${report.tokens.length} tokens)`);
    return { kind: report.kind, members };
  }
}
