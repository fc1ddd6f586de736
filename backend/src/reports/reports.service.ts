import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ReportDto, ReportResponse } from '@amoretto/shared';
import { ApiException } from '../common/api-exception';
import { targetMember } from '../members/member-relations';
import { cleanReportText } from '../moderation/moderation-rules';
import { ReportRateLimitService } from './report-rate-limit.service';
import { conversationOfPair, insertReport } from './reports.repository';

/**
 * Members report a profile or their conversation with it (docs/product.md#moderation): one open
 * report per reporter and reported member, a bounded number an hour; moderators decide them.
 */
@Injectable()
export class ReportsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly rate: ReportRateLimitService,
  ) {}

  async report(reporterId: number, siteId: number, input: ReportDto): Promise<ReportResponse> {
    const member = await targetMember(this.db.manager, reporterId, input.profile_id);
    // A disabled profile is gone from every member's sight (and already with the moderators).
    if (member.profile_status === 'disabled') throw new ApiException('member_not_found', HttpStatus.NOT_FOUND);
    const conversationId = input.conversation_id ?? null;
    if (conversationId !== null && !(await conversationOfPair(this.db.manager, conversationId, reporterId, member.id))) {
      throw new ApiException('conversation_not_found', HttpStatus.NOT_FOUND);
    }
    await this.rate.take(reporterId);
    const id = await insertReport(this.db.manager, {
      siteId,
      reporterId,
      reportedId: member.id,
      conversationId,
      reason: input.reason,
      text: cleanReportText(input.text),
    });
    if (id === null) throw new ApiException('report_already_open', HttpStatus.CONFLICT);
    return { report: { id, status: 'open' } };
  }
}
