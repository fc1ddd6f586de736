import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  ACCOUNT_DELETION_UNDO_DAYS,
  type SupportActivationResponse,
  type SupportGrantDto,
  type SupportGrantResponse,
  type SupportMemberDetail,
  type SupportMemberRow,
  type SupportRefundResponse,
} from '@amoretto/shared';
import { ApiException } from '../common/api-exception';
import { grantCredits, reactivateUser } from '../accounts/accounts.repository';
import { AccountsService } from '../accounts/accounts.service';
import { OperatorAuditService } from '../operator-auth/operator-audit.service';
import { RefundsService } from '../payments/refunds.service';
import { RealtimeService } from '../realtime/realtime.service';
import {
  claimRequest,
  completeRequest,
  findMembers,
  memberCredits,
  memberDiscountCodes,
  memberFacts,
  memberLedger,
  memberLogins,
  memberPayments,
  refundedPayment,
  releaseRequest,
} from './support.repository';
import { GRANT_LEDGER_REASON, grantLedgerKey, restorableUntil, supportQuery } from './support-rules';

/** Who acts, from where: every support action's audit line names them. */
export interface SupportActor {
  operatorId: number;
  ip: string;
}

const SEARCH_LIMIT = 25;

/**
 * Support in the console (docs/product.md#operator-support): reads a member's account and acts on
 * it through the product's own paths — the credits ledger, the payment provider's refund, the
 * activation mail and the undo of a deletion — each action audited with the member's id.
 */
@Injectable()
export class SupportService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: OperatorAuditService,
    private readonly accounts: AccountsService,
    private readonly refunds: RefundsService,
    private readonly realtime: RealtimeService,
  ) {}

  async search(text: string): Promise<SupportMemberRow[]> {
    const query = supportQuery(text);
    return query ? findMembers(this.db.manager, query, SEARCH_LIMIT) : [];
  }

  async member(id: number, actor: SupportActor): Promise<SupportMemberDetail> {
    const facts = await memberFacts(this.db.manager, id);
    if (!facts) throw new ApiException('member_not_found', HttpStatus.NOT_FOUND);
    const [purchases, ledger, discountCodes, logins] = await Promise.all([
      memberPayments(this.db.manager, id),
      memberLedger(this.db.manager, id),
      memberDiscountCodes(this.db.manager, id),
      memberLogins(this.db.manager, id),
    ]);
    // Reading an account is logged too: support sees purchases and addresses.
    await this.audit.record({ operatorId: actor.operatorId, action: 'support_member_viewed', memberId: id, ip: actor.ip });
    const { deleted_at, purged_at, site_id: _site, ...rest } = facts;
    return {
      ...rest,
      deleted_at: deleted_at?.toISOString() ?? null,
      restorable_until: restorableUntil(facts, new Date())?.toISOString() ?? null,
      purchases,
      ledger,
      discount_codes: discountCodes,
      logins,
    };
  }

  async resendActivation(id: number, actor: SupportActor): Promise<SupportActivationResponse> {
    const facts = await this.existing(id);
    const sent = facts.status === 'not_confirmed';
    if (sent) await this.accounts.resendActivation(id, facts.site ?? 'Amoretto');
    await this.audit.record({
      operatorId: actor.operatorId,
      action: 'support_activation_resent',
      memberId: id,
      details: { sent },
      ip: actor.ip,
    });
    return { sent };
  }

  /**
   * Credits through the ledger, once per request key: the ledger row, the balance and the audit
   * line commit together, and a second submit of the same form finds the key taken and grants
   * nothing.
   */
  async grant(id: number, input: SupportGrantDto, actor: SupportActor): Promise<SupportGrantResponse> {
    await this.existing(id);
    const granted = await this.db.transaction(async (manager) => {
      if (!(await grantCredits(manager, id, input.amount, GRANT_LEDGER_REASON, grantLedgerKey(input.key)))) return false;
      await this.audit.record(
        {
          operatorId: actor.operatorId,
          action: 'support_credits_granted',
          memberId: id,
          details: { amount: input.amount, reason: input.reason, key: input.key },
          ip: actor.ip,
        },
        manager,
      );
      return true;
    });
    const credits = await memberCredits(this.db.manager, id);
    if (granted) this.realtime.toMembers([[id, 'counters.changed', { credits }]]);
    return { granted, credits };
  }

  /**
   * A refund through the payment provider (RefundsService: the ledger debit and the provider's
   * refund together). The request key is claimed first and kept with the result, so a double
   * submit refunds once and answers alike; a refund that failed gives the key back.
   */
  async refund(id: number, paymentId: number, key: string, actor: SupportActor): Promise<SupportRefundResponse> {
    const earlier = await claimRequest(this.db.manager, key, { operatorId: actor.operatorId, action: 'refund', memberId: id });
    if (earlier) {
      if (earlier.result === null || earlier.member_id !== id) throw new ApiException('operator_request_pending', HttpStatus.CONFLICT);
      return earlier.result as SupportRefundResponse;
    }
    try {
      await this.refunds.refund(id, paymentId);
    } catch (error) {
      await releaseRequest(this.db.manager, key);
      throw error;
    }
    const payment = (await refundedPayment(this.db.manager, id, paymentId))!;
    const result: SupportRefundResponse = { payment };
    await this.db.transaction(async (manager) => {
      await completeRequest(manager, key, result);
      await this.audit.record(
        {
          operatorId: actor.operatorId,
          action: 'support_payment_refunded',
          memberId: id,
          details: { payment_id: paymentId, key },
          ip: actor.ip,
        },
        manager,
      );
    });
    return result;
  }

  /** Undoes a deletion within its 14 days, as the member's own mailed link would. */
  async restore(id: number, actor: SupportActor): Promise<void> {
    await this.existing(id);
    await this.db.transaction(async (manager) => {
      const since = new Date(Date.now() - ACCOUNT_DELETION_UNDO_DAYS * 86_400_000);
      if (!(await reactivateUser(manager, id, since))) throw new ApiException('account_not_restorable', HttpStatus.CONFLICT);
      await this.audit.record({ operatorId: actor.operatorId, action: 'support_account_restored', memberId: id, ip: actor.ip }, manager);
    });
  }

  private async existing(id: number) {
    const facts = await memberFacts(this.db.manager, id);
    if (!facts) throw new ApiException('member_not_found', HttpStatus.NOT_FOUND);
    return facts;
  }
}
