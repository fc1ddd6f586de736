import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { renderAccountMail, type AccountMailKind, type Locale } from '@amoretto/shared';
import { enqueueInTransaction } from '@amoretto/shared/db';
import { AppConfig } from '../config/app-config';

/** Queues localized account mails through the outbox, inside the caller's transaction. */
@Injectable()
export class AccountMailService {
  constructor(private readonly config: AppConfig) {}

  link(path: string, token: string): string {
    return `${this.config.PUBLIC_URL.replace(/\/$/, '')}${path}?token=${encodeURIComponent(token)}`;
  }

  async send(
    manager: EntityManager,
    kind: AccountMailKind,
    to: string,
    locale: Locale,
    vars: { name: string; site: string; link?: string; email?: string },
  ): Promise<void> {
    const mail = renderAccountMail(kind, locale, vars);
    await enqueueInTransaction(manager, 'mail.send', { to, ...mail });
  }
}
