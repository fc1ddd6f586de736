import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ComplaintDto, type ComplaintResponse } from '@amoretto/shared';
import { requestLocale } from '@amoretto/shared/node';
import { LoginThrottleService } from '../accounts/login-throttle.service';
import { RequestContextService } from '../accounts/request-context.service';
import { OptionalSession, type MaybeAuthenticatedRequest } from '../auth/session.guard';
import { ComplaintsService } from './complaints.service';

/** Complaints a visitor or member may send in an hour from one address (a form, not a channel). */
const COMPLAINTS_PER_HOUR = 10;

@ApiTags('complaints')
@Controller('api')
export class ComplaintsController {
  constructor(
    private readonly complaints: ComplaintsService,
    private readonly context: RequestContextService,
    private readonly throttle: LoginThrottleService,
  ) {}

  @Post('complaints')
  @HttpCode(201)
  @OptionalSession()
  @ApiOperation({
    summary: 'Send a complaint (visitors and members): stored with a reference, acknowledged by mail in the member’s language',
  })
  async submit(@Req() request: MaybeAuthenticatedRequest, @Body() body: ComplaintDto): Promise<ComplaintResponse> {
    await this.throttle.limit('complaint', request.ip, COMPLAINTS_PER_HOUR, 3600);
    const site = await this.context.site(request);
    const locale = requestLocale(request.headers.cookie, request.headers['accept-language']);
    return this.complaints.submit(body, request.userId, site, locale);
  }
}
