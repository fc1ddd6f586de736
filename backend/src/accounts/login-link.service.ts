import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { LOGIN_LINK_TTL_MS, isLoginLinkToken, loginLinkUrl, mailLinkOrigin, type User } from '@amoretto/shared';
import { consumeAccountToken, createAccountToken, siteById } from '@amoretto/shared/db';
import { AppConfig } from '../config/app-config';
import { AccountMailService } from './account-mail.service';
import { loginCandidate, mainPhoto, userById } from './accounts.repository';
import type { RequestMeta } from './accounts.service';
import { LoginThrottleService } from './login-throttle.service';
import { SessionsService } from './sessions.service';
import { normalizeEmail } from './signup-rules';
import { toUserView } from './user-view';

/**
 * One-time login links (docs/product.md#login-links): mailed on request, stored hashed, single use,
 * 30 minutes. Following one shows a page whose button exchanges the token for an ordinary session
 * cookie; the token itself never becomes a session.
 */
@Injectable()
export class LoginLinkService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly mail: AccountMailService,
    private readonly sessions: SessionsService,
    private readonly throttle: LoginThrottleService,
    private readonly config: AppConfig,
  ) {}

  /** Mails a link when the address has an account that may log in; says nothing either way. */
  async request(emailInput: string, siteName: string): Promise<void> {
    const email = normalizeEmail(emailInput);
    if (!(await this.throttle.mayMail('login_link', email))) return;
    await this.db.transaction(async (manager) => {
      const user = await loginCandidate(manager, email);
      if (!user) return;
      const token = await createAccountToken(manager, { userId: user.id, kind: 'login', ttlMs: LOGIN_LINK_TTL_MS });
      const site = this.config.MAIL_LINK_HOST === 'site' ? await siteById(manager, user.site_id) : null;
      await this.mail.send(manager, 'login_link', user.email, user.language, {
        name: user.name,
        site: siteName,
        link: loginLinkUrl(mailLinkOrigin(this.config, site?.domain), token),
      });
    });
  }

  /** The member and a fresh session for a live link, or null (unknown, used, expired, account gone). */
  async redeem(token: string, meta: RequestMeta): Promise<{ user: User; session: { token: string; expiresAt: Date } } | null> {
    if (!isLoginLinkToken(token)) return null;
    const row = await consumeAccountToken(this.db.manager, token, 'login');
    if (!row) return null;
    const user = await userById(this.db.manager, row.user_id);
    if (!user || user.status === 'deleted') return null;
    const session = await this.sessions.create(user.id, meta);
    return { user: toUserView(user, await mainPhoto(this.db.manager, user.id)), session };
  }
}
