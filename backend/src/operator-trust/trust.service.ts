import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { TrustOverview } from '@amoretto/shared';
import { ApiException } from '../common/api-exception';
import { OperatorAuditService } from '../operator-auth/operator-audit.service';
import { HELD_PAGE, toHeldMember, toTrustRules } from './trust-rules';
import { heldMembers, releaseHold, trustRules } from './trust.repository';

/** Moderators read the trust rules and the members held for review, and release a hold (audited). */
@Injectable()
export class TrustService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: OperatorAuditService,
  ) {}

  async overview(): Promise<TrustOverview> {
    const [rules, held] = await Promise.all([trustRules(this.db), heldMembers(this.db, HELD_PAGE)]);
    return { rules: toTrustRules(rules), held: held.map(toHeldMember) };
  }

  async release(memberId: number, operatorId: number, ip: string): Promise<void> {
    await this.db.transaction(async (manager) => {
      const reason = await releaseHold(manager, memberId, operatorId);
      if (!reason) throw new ApiException('member_not_found', HttpStatus.NOT_FOUND);
      await this.audit.record({ operatorId, action: 'trust_hold_released', memberId, details: { reason }, ip }, manager);
    });
  }
}
