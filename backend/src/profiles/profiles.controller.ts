import { Body, Controller, Get, Patch, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ProfileUpdateDto, type NewestMembersResponse, type UserResponse } from '@amoretto/shared';
import type { SiteEntity } from '@amoretto/shared/db';
import { AccountsService } from '../accounts/accounts.service';
import { Authenticated, type AuthenticatedRequest } from '../auth/session.guard';
import { CurrentSite } from '../sites/current-site.decorator';
import { ProfilesService } from './profiles.service';

@ApiTags('profiles')
@Controller('api')
export class ProfilesController {
  constructor(
    private readonly profiles: ProfilesService,
    private readonly accounts: AccountsService,
  ) {}

  @Patch('profile')
  @Authenticated()
  @ApiOperation({ summary: 'Update own profile details (signup steps 2 and 3, the profile page) and invisible mode' })
  async update(@Req() request: AuthenticatedRequest, @Body() body: ProfileUpdateDto): Promise<UserResponse> {
    await this.profiles.update(request.userId, body);
    return { user: await this.accounts.me(request.userId) };
  }

  @Get('members/newest')
  @Authenticated()
  @ApiOperation({ summary: 'Newest members as cards (the landing page after login)' })
  async newest(@Req() request: AuthenticatedRequest, @CurrentSite() site: SiteEntity): Promise<NewestMembersResponse> {
    return { members: await this.profiles.newest(request.userId, site.cdn_prefix) };
  }
}
