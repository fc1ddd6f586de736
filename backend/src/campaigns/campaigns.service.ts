import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { MemberCard } from '@amoretto/shared';
import { toMemberCard } from '../members/member-card';
import { ApiException } from '../common/api-exception';
import { campaignCard } from './campaigns.repository';

/** What a campaign page may show of the member its ad is about. */
@Injectable()
export class CampaignsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The member's card when search could show them too; otherwise member_not_found. */
  async card(memberId: number, cdnPrefix: string): Promise<MemberCard> {
    const row = await campaignCard(this.db, memberId);
    if (!row) throw new ApiException('member_not_found', HttpStatus.NOT_FOUND);
    return toMemberCard(row, cdnPrefix);
  }
}
