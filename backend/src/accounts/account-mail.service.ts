import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { accountMailLink, mailLinkOrigin, type AccountMailKind, type Locale } from '@amoretto/shared';
import { enqueueInTransaction, siteById } from '@amoretto/shared/db';
import { renderAccountMail } from '@amoretto/shared/node';
import { AppConfig } from '../config/app-config';

/** Queues localized account mails through the outbox, inside the caller's transaction. */
@Injectable()
export class AccountMailService {
  constructor(private readonly config: AppConfig) {}

  /** A token link on the member's own site (or PUBLIC_URL, see MAIL_LINK_HOST), whichever host the request came to. */
  async link(manager: EntityManager, siteId: number, path: string, token: string): Promise<string> {
    const site = this.config.MAIL_LINK_HOST === 'site' ? await siteById(manager, siteId) : null;
    return accountMailLink(mailLinkOrigin(this.config, site?.domain), path, token);
  }

  async send(
    manager: EntityManager,
    kind: AccountMailKind,
    to: string,
    locale: Locale,
    vars: { name: string; site: string; link?: string; email?: string },
  ): Promise<void> {
    const mail = renderAccountMail(kind, locale, vars);
    // From the member's site by name, as every mail (the address stays MAIL_FROM's).
    await enqueueInTransaction(manager, 'mail.send', { to, fromName: vars.site, ...mail });
  }
}
