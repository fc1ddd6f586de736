import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import type { OperatorLoginDto, OperatorView } from '@amoretto/shared';
import { sessionTokenHash } from '@amoretto/shared/db';
import { verifyPassword } from '../accounts/passwords';
import { ApiException } from '../common/api-exception';
import { REDIS } from '../redis/redis.module';
import { countInWindow } from '../redis/window-counter';
import { OPERATOR_IP_LIMIT, OPERATOR_IP_WINDOW_MINUTES, afterFailedLogin, lockMinutesLeft, lockRemainingMs } from './operator-auth-rules';
import { operatorByEmail, operatorOfSession, saveGoodLogin, saveLoginLock } from './operator-auth.repository';
import { normaliseOperatorEmail } from './operator-accounts';
import { OperatorAuditService } from './operator-audit.service';
import { OperatorSessionsService } from './operator-sessions.service';
import { acceptedTotpStep } from './operator-totp';

export interface OperatorRequestMeta {
  ip?: string;
  userAgent?: string;
}

/** Why a login failed, for the audit log only: the answer is the same for every reason. */
type FailReason = 'unknown_email' | 'disabled' | 'password' | 'code';

/**
 * The operator login (docs/product.md#operators): password and a TOTP code, both right, or a
 * wrong try counted against the account; enough wrong tries lock it for a while. Every try,
 * good or bad, is a line in the audit log.
 */
@Injectable()
export class OperatorAuthService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly sessions: OperatorSessionsService,
    private readonly audit: OperatorAuditService,
  ) {}

  /** Throws 429 when this address has tried too many operator logins lately, whatever the emails. */
  private async limitSource(ip: string | undefined): Promise<void> {
    const key = `operator-login-ip:${ip ?? 'unknown'}`;
    if ((await countInWindow(this.redis, key, OPERATOR_IP_WINDOW_MINUTES * 60_000)).count > OPERATOR_IP_LIMIT) {
      throw new ApiException('too_many_requests', HttpStatus.TOO_MANY_REQUESTS);
    }
  }

  async login(body: OperatorLoginDto, meta: OperatorRequestMeta): Promise<{ token: string; operator: OperatorView }> {
    await this.limitSource(meta.ip);
    const email = normaliseOperatorEmail(body.email);
    const ip = meta.ip ?? null;
    const operator = await operatorByEmail(this.db.manager, email);
    if (operator) {
      const remaining = lockRemainingMs({ failedLogins: operator.failed_logins, lockedUntil: operator.locked_until }, new Date());
      if (remaining > 0) {
        await this.audit.record({ operatorId: operator.id, action: 'login_refused_locked', ip });
        throw this.locked(lockMinutesLeft(remaining));
      }
    }
    // Checked for unknown emails too (against a dummy hash), so both take the same time.
    const passwordOk = await verifyPassword(operator?.password_hash ?? null, body.password);
    const step =
      operator && passwordOk
        ? await acceptedTotpStep(operator.totp_secret, body.code, operator.totp_last_step === null ? null : Number(operator.totp_last_step))
        : null;
    if (!operator || operator.disabled_at || step === null) {
      const reason: FailReason = !operator ? 'unknown_email' : operator.disabled_at ? 'disabled' : !passwordOk ? 'password' : 'code';
      return this.failed(operator?.id ?? null, email, reason, ip);
    }
    if (!(await saveGoodLogin(this.db.manager, operator.id, step))) return this.failed(operator.id, email, 'code', ip);
    const session = await this.sessions.create({ id: operator.id, role: operator.role }, meta);
    const details = { user_agent: meta.userAgent?.slice(0, 300) ?? null };
    await this.audit.record({ operatorId: operator.id, action: 'login', ip, details });
    const { id, name, role } = operator;
    return {
      token: session.token,
      operator: { id, email: operator.email, name, role, session_expires_at: session.expiresAt.toISOString() },
    };
  }

  /** Counts the wrong try (in one transaction, so parallel tries all count), audits it, throws. */
  private async failed(operatorId: number | null, email: string, reason: FailReason, ip: string | null): Promise<never> {
    if (operatorId === null) {
      await this.audit.record({ operatorId: null, action: 'login_failed', ip, details: { email, reason } });
      throw new ApiException('operator_invalid_credentials', HttpStatus.UNAUTHORIZED);
    }
    const lockedNow = await this.db.transaction(async (manager) => {
      const row = await operatorByEmail(manager, email, true);
      const next = afterFailedLogin({ failedLogins: row!.failed_logins, lockedUntil: row!.locked_until }, new Date());
      await saveLoginLock(manager, operatorId, next.failedLogins, next.lockedUntil);
      await this.audit.record({ operatorId, action: 'login_failed', ip, details: { reason } }, manager);
      if (next.lockedNow)
        await this.audit.record({ operatorId, action: 'login_locked', ip, details: { until: next.lockedUntil } }, manager);
      return next.lockedNow ? next.lockedUntil : null;
    });
    if (lockedNow) throw this.locked(lockMinutesLeft(lockedNow.getTime() - Date.now()));
    throw new ApiException('operator_invalid_credentials', HttpStatus.UNAUTHORIZED);
  }

  private locked(minutes: number): ApiException {
    return new ApiException('operator_locked', HttpStatus.FORBIDDEN, undefined, { minutes });
  }

  async logout(token: string, ip: string | undefined): Promise<void> {
    const operatorId = await this.sessions.revoke(token);
    if (operatorId !== null) await this.audit.record({ operatorId, action: 'logout', ip: ip ?? null });
  }

  async me(token: string): Promise<OperatorView> {
    const row = await operatorOfSession(this.db.manager, sessionTokenHash(token));
    if (!row) throw new ApiException('operator_login_required', HttpStatus.UNAUTHORIZED);
    return { id: row.id, email: row.email, name: row.name, role: row.role, session_expires_at: row.expires_at.toISOString() };
  }
}
