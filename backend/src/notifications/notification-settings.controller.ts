import { Body, Controller, Delete, Get, HttpCode, Put, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { NotificationSettingsUpdateDto, type NotificationSettingsResponse } from '@amoretto/shared';
import { Authenticated, type AuthenticatedRequest } from '../auth/session.guard';
import { NotificationSettingsService } from './notification-settings.service';

@ApiTags('notifications')
@Controller('api/notifications')
export class NotificationSettingsController {
  constructor(private readonly settings: NotificationSettingsService) {}

  @Get()
  @Authenticated()
  @ApiOperation({ summary: 'The email notification switches and whether mail is off (bounce, complaint, unsubscribe)' })
  get(@Req() request: AuthenticatedRequest): Promise<NotificationSettingsResponse> {
    return this.settings.get(request.userId);
  }

  @Put()
  @Authenticated()
  @ApiOperation({
    summary: 'Turn email notification types (and message previews in pushes) on or off; what is not named keeps its setting',
  })
  update(@Req() request: AuthenticatedRequest, @Body() body: NotificationSettingsUpdateDto): Promise<NotificationSettingsResponse> {
    return this.settings.update(request.userId, body);
  }

  @Delete('disabled')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: 'Turn notification mails back on after a bounce, a spam complaint or an unsubscribe' })
  resume(@Req() request: AuthenticatedRequest): Promise<NotificationSettingsResponse> {
    return this.settings.resume(request.userId);
  }
}
