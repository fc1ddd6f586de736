import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  ACCOUNT_DELETION_UNDO_DAYS,
  chooseLocale,
  signupsOpen,
  TIME_BONUS_WINDOW_SECONDS,
  type Locale,
  type SignupDto,
  type User,
} from '@amoretto/shared';
import {
  ACTIVATION_TOKEN_TTL_MS,
  consumeAccountToken,
  createAccountToken,
  EMAIL_CHANGE_TOKEN_TTL_MS,
  enqueueInTransaction,
  queueAffiliatePostback,
  RESET_TOKEN_TTL_MS,
  sessionTokenHash,
  type PhotoEntity,
  type SiteEntity,
  type UserEntity,
} from '@amoretto/shared/db';
import { ApiException } from '../common/api-exception';
import { AppConfig } from '../config/app-config';
import { AccountMailService } from './account-mail.service';
import {
  activateUser,
  deletedUserByEmail,
  emailInUse,
  grantCredits,
  insertUser,
  loginCandidate,
  mainPhoto,
  meRow,
  reactivateUser,
  recentlyDeletedWithPassword,
  setEmail,
  setLanguage,
  setPasswordHash,
  signupCreditsOf,
  statusAfterUsedActivation,
  userByEmail,
  userByIdOrFail,
  userWithPassword,
} from './accounts.repository';
import { KnownDevicesService } from './known-devices.service';
import { LoginThrottleService } from './login-throttle.service';
import { assertAcceptablePassword, hashPassword, verifyPassword } from './passwords';
import { SessionsService } from './sessions.service';
import { assertAdult, assertValidEmail, assertValidName, normalizeEmail } from './signup-rules';
import { toUserView } from './user-view';

export interface RequestMeta {
  ip?: string;
  userAgent?: string;
  /** The known-device cookie's token, when the browser has one. */
  deviceToken?: string;
}

@Injectable()
export class AccountsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly sessions: SessionsService,
    private readonly throttle: LoginThrottleService,
    private readonly devices: KnownDevicesService,
    private readonly mail: AccountMailService,
    private readonly config: AppConfig,
  ) {}

  async me(userId: number): Promise<User> {
    // One statement: every member's tab polls this (docs/decisions.md).
    const row = await meRow(this.db, userId);
    if (!row || row.status === 'deleted') throw new ApiException('authentication_required', HttpStatus.FORBIDDEN);
    const photo =
      row.photo_filename === null
        ? null
        : { filename: row.photo_filename, thumb_filename: row.photo_thumb_filename!, status: row.photo_status! };
    return toUserView(row, photo);
  }

  private mainPhoto(userId: number): Promise<PhotoEntity | null> {
    return mainPhoto(this.db.manager, userId);
  }

  /** Step 0 of the signup flow: the account exists, unconfirmed, and the member is logged in. */
  async signup(input: SignupDto, site: SiteEntity, country: string, locale: Locale, meta: RequestMeta) {
    if (!signupsOpen(site.signups, input.tracking?.network)) throw new ApiException('signups_closed', HttpStatus.FORBIDDEN);
    const email = normalizeEmail(input.email);
    assertValidEmail(email);
    assertValidName(input.name, email);
    assertAdult(input.date_of_birth);
    assertAcceptablePassword(input.password);

    const existing = await userByEmail(this.db.manager, email);
    if (existing) {
      const undoUntil = existing.deleted_at ? existing.deleted_at.getTime() + ACCOUNT_DELETION_UNDO_DAYS * 86_400_000 : 0;
      if (existing.status === 'deleted' && undoUntil > Date.now()) throw new ApiException('account_deleted', HttpStatus.CONFLICT);
      throw new ApiException('email_taken', HttpStatus.CONFLICT);
    }

    const passwordHash = await hashPassword(input.password);
    const user = await this.db.transaction(async (manager) => {
      let created: UserEntity;
      try {
        created = await insertUser(manager, {
          email,
          password_hash: passwordHash,
          name: input.name.trim(),
          date_of_birth: input.date_of_birth,
          language: locale,
          site_id: site.id,
          country,
          signup_message: input.signup_message?.trim() || null,
          tracking: { ...(input.tracking ?? {}) },
          signup_flow: input.signup_flow ?? 'form',
        });
      } catch (error) {
        // Two signups with one address at once: the unique index decides.
        if ((error as { code?: string }).code === '23505') throw new ApiException('email_taken', HttpStatus.CONFLICT);
        throw error;
      }
      await this.sendActivation(manager, created, site.name);
      await enqueueInTransaction(
        manager,
        'account.activation-reminder',
        { userId: created.id },
        { delayMs: this.config.ACTIVATION_REMINDER_MS },
      );
      // Open tabs learn the end of the time bonus from the server, not from the browser's clock.
      await enqueueInTransaction(manager, 'time-bonus.ended', { userId: created.id }, { delayMs: TIME_BONUS_WINDOW_SECONDS * 1000 });
      await queueAffiliatePostback(manager, created.id, 'signup');
      return created;
    });
    const session = await this.sessions.create(user.id, meta);
    const device = await this.devices.remember(meta.deviceToken, { id: user.id, password_hash: passwordHash });
    return { user: toUserView(user, null), session, device };
  }

  private async sendActivation(manager: EntityManager, user: UserEntity, siteName: string): Promise<void> {
    const token = await createAccountToken(manager, { userId: user.id, kind: 'activation', ttlMs: ACTIVATION_TOKEN_TTL_MS });
    await this.mail.send(manager, 'activation', user.email, user.language, {
      name: user.name,
      site: siteName,
      link: await this.mail.link(manager, user.site_id, '/api/activate.php', token),
    });
  }

  async resendActivation(userId: number, siteName: string): Promise<void> {
    await this.db.transaction(async (manager) => {
      const user = await userByIdOrFail(manager, userId);
      if (user.status === 'not_confirmed') await this.sendActivation(manager, user, siteName);
    });
  }

  /**
   * Follows the mailed link. The token is consumed by one conditional UPDATE, and the
   * signup credits carry a ledger idempotency key, so opening the link twice at once
   * grants them once.
   */
  async activate(token: string): Promise<boolean> {
    return this.db.transaction(async (manager) => {
      const row = await consumeAccountToken(manager, token, 'activation');
      // A link opened twice (double click, mail scanner) still lands on "done".
      if (!row) return this.alreadyActivatedBy(manager, token);
      if (!(await activateUser(manager, row.user_id))) return true;
      await queueAffiliatePostback(manager, row.user_id, 'activation');
      // The member's own site sets the grant, whichever host served the link; the ledger's
      // idempotency key makes it once.
      const credits = await signupCreditsOf(manager, row.user_id);
      if (credits !== null && credits > 0) await grantCredits(manager, row.user_id, credits, 'signup_credits', 'signup-credits');
      return true;
    });
  }

  private async alreadyActivatedBy(manager: EntityManager, token: string): Promise<boolean> {
    return (await statusAfterUsedActivation(manager, sessionTokenHash(token))) === 'active';
  }

  /**
   * A browser the account logged in from before skips the locks that guesses at the address
   * set off; any other browser, or an unknown address, meets them alike (docs/decisions.md).
   */
  async login(emailInput: string, password: string, meta: RequestMeta) {
    const email = normalizeEmail(emailInput);
    await this.throttle.limitSource(meta.ip);
    // An account deleted within the undo window is a candidate too, checked the same way (one
    // password hash either way): with the right password the member learns how to come back.
    const undoSince = new Date(Date.now() - ACCOUNT_DELETION_UNDO_DAYS * 86_400_000);
    const user = (await loginCandidate(this.db.manager, email)) ?? (await recentlyDeletedWithPassword(this.db.manager, email, undoSince));
    const trusted = user ? await this.devices.isTrusted(meta.deviceToken, user) : false;
    if (!trusted) await this.throttle.assertNotLocked(email, meta.ip);
    const ok = await verifyPassword(user?.password_hash ?? null, password);
    if (!user || !ok) {
      // A known device's own slips count apart, so they never lock the member's other browsers.
      if (trusted) await this.devices.failed(meta.deviceToken!, user!.id);
      else await this.throttle.failed(email, meta.ip);
      throw new ApiException('invalid_credentials', HttpStatus.FORBIDDEN);
    }
    // No session for a deleted account: the mailed link restores it (docs/product.md#leaving).
    if (user.status === 'deleted') throw new ApiException('account_deleted', HttpStatus.FORBIDDEN);
    // A profile a moderator disabled gets no session; the site shows the ban page (docs/product.md#moderation).
    if (user.profile_status === 'disabled') throw new ApiException('account_disabled', HttpStatus.FORBIDDEN);
    await this.throttle.succeeded(email, meta.ip);
    const device = await this.devices.remember(meta.deviceToken, user);
    const session = await this.sessions.create(user.id, meta);
    return { user: toUserView(user, await this.mainPhoto(user.id)), session, device };
  }

  async setLanguage(userId: number, language: Locale): Promise<User> {
    await setLanguage(this.db.manager, userId, language);
    return this.me(userId);
  }

  /** Answers the same whether or not the address has an account, and past the hourly cap per address. */
  async requestPasswordReset(emailInput: string, siteName: string): Promise<void> {
    const email = normalizeEmail(emailInput);
    if (!(await this.throttle.mayMail('password_reset', email))) return;
    await this.db.transaction(async (manager) => {
      const user = await userByEmail(manager, email);
      if (!user || user.status === 'deleted') return;
      const token = await createAccountToken(manager, { userId: user.id, kind: 'password_reset', ttlMs: RESET_TOKEN_TTL_MS });
      await this.mail.send(manager, 'password_reset', user.email, user.language, {
        name: user.name,
        site: siteName,
        link: await this.mail.link(manager, user.site_id, '/reset-password/do', token),
      });
    });
  }

  /** The browser that sets the new password becomes a known device: it proved the mailbox. */
  async confirmPasswordReset(token: string, password: string, confirm: string, meta: RequestMeta): Promise<{ device: string }> {
    if (password !== confirm) throw new ApiException('passwords_not_equal', HttpStatus.BAD_REQUEST, { password_confirm: ['equals'] });
    assertAcceptablePassword(password);
    const passwordHash = await hashPassword(password);
    // The password and the end of every session commit together (with Redis out of reach
    // neither happens and the link stays usable), before the locks are lifted.
    const { user, ended } = await this.db.transaction(async (manager) => {
      const row = await consumeAccountToken(manager, token, 'password_reset');
      if (!row) throw new ApiException('link_invalid', HttpStatus.BAD_REQUEST);
      await setPasswordHash(manager, row.user_id, passwordHash);
      const ended = await this.sessions.endAllOf(manager, row.user_id);
      return { user: await userByIdOrFail(manager, row.user_id), ended };
    });
    this.sessions.afterEnding(user.id, ended, true);
    await this.throttle.clearAfterReset(user.email, meta.ip);
    await this.throttle.clearPasswordChecks(user.id);
    return { device: await this.devices.remember(meta.deviceToken, { id: user.id, password_hash: passwordHash }) };
  }

  /** Other sessions end; this browser stays a known device under the new password. */
  async changePassword(
    userId: number,
    oldPassword: string,
    newPassword: string,
    keepSession: string,
    deviceToken?: string,
  ): Promise<{ device: string }> {
    await this.assertPassword(userId, oldPassword);
    assertAcceptablePassword(newPassword);
    const passwordHash = await hashPassword(newPassword);
    await setPasswordHash(this.db.manager, userId, passwordHash);
    await this.sessions.revokeAllOf(userId, keepSession);
    return { device: await this.devices.remember(deviceToken, { id: userId, password_hash: passwordHash }) };
  }

  /** The current-password check, throttled per member (a stolen session must not guess it); account deletion asks it too. */
  async assertPassword(userId: number, password: string): Promise<UserEntity> {
    await this.throttle.assertPasswordCheckOpen(userId);
    const user = await userWithPassword(this.db.manager, userId);
    if (!(await verifyPassword(user.password_hash, password))) {
      await this.throttle.passwordCheckFailed(userId);
      throw new ApiException('wrong_password', HttpStatus.BAD_REQUEST, { password: ['wrong'] });
    }
    await this.throttle.clearPasswordChecks(userId);
    return user;
  }

  /** Confirms by a link to the new address and tells the old one. */
  async requestEmailChange(userId: number, password: string, newEmailInput: string, siteName: string): Promise<void> {
    const user = await this.assertPassword(userId, password);
    const newEmail = normalizeEmail(newEmailInput);
    assertValidEmail(newEmail);
    if (newEmail === user.email) throw new ApiException('email_unchanged', HttpStatus.BAD_REQUEST);
    if (await emailInUse(this.db.manager, newEmail)) throw new ApiException('email_taken', HttpStatus.CONFLICT);
    await this.db.transaction(async (manager) => {
      const token = await createAccountToken(manager, { userId, kind: 'email_change', ttlMs: EMAIL_CHANGE_TOKEN_TTL_MS, newEmail });
      const vars = { name: user.name, site: siteName, email: newEmail };
      const link = await this.mail.link(manager, user.site_id, '/mail-change/do', token);
      await this.mail.send(manager, 'email_change_confirm', newEmail, user.language, { ...vars, link });
      await this.mail.send(manager, 'email_change_notice', user.email, user.language, vars);
    });
  }

  async confirmEmailChange(token: string): Promise<User> {
    const userId = await this.db.transaction(async (manager) => {
      const row = await consumeAccountToken(manager, token, 'email_change');
      if (!row?.new_email) throw new ApiException('link_invalid', HttpStatus.BAD_REQUEST);
      try {
        await setEmail(manager, row.user_id, row.new_email);
      } catch (error) {
        if ((error as { code?: string }).code === '23505') throw new ApiException('email_taken', HttpStatus.CONFLICT);
        throw error;
      }
      return row.user_id;
    });
    return this.me(userId);
  }

  /** Mails a reactivation link when the address belongs to an account deleted within the undo window. */
  async requestReactivation(emailInput: string, siteName: string): Promise<void> {
    const email = normalizeEmail(emailInput);
    if (!(await this.throttle.mayMail('reactivation', email))) return;
    await this.db.transaction(async (manager) => {
      const user = await deletedUserByEmail(manager, email);
      if (!user?.deleted_at || user.deleted_at.getTime() + ACCOUNT_DELETION_UNDO_DAYS * 86_400_000 < Date.now()) return;
      const token = await createAccountToken(manager, { userId: user.id, kind: 'reactivation', ttlMs: RESET_TOKEN_TTL_MS * 24 });
      await this.mail.send(manager, 'reactivation', user.email, user.language, {
        name: user.name,
        site: siteName,
        link: await this.mail.link(manager, user.site_id, '/api/reactivate.php', token),
      });
    });
  }

  /**
   * The mailed link (sent at deletion, or asked for by signing up again): the account comes back
   * as it was, within the undo window and before the purge (docs/product.md#leaving).
   */
  async reactivate(token: string): Promise<boolean> {
    return this.db.transaction(async (manager) => {
      const row = await consumeAccountToken(manager, token, 'reactivation');
      if (!row) return false;
      return reactivateUser(manager, row.user_id, new Date(Date.now() - ACCOUNT_DELETION_UNDO_DAYS * 86_400_000));
    });
  }

  /** The signup locale: the visitor's choice when offered, else the site's language. */
  static signupLocale(cookieLocale: string | undefined, site: SiteEntity, country: string): Locale {
    return chooseLocale({ cookie: cookieLocale, domainLanguage: site.domain_language, country });
  }
}
