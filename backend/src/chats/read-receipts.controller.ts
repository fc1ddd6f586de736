import { Body, Controller, Put, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ReadReceiptsDto, type UserResponse } from '@amoretto/shared';
import { Authenticated, type AuthenticatedRequest } from '../auth/session.guard';
import { ReadReceiptsService } from './read-receipts.service';

@ApiTags('chats')
@Controller('api')
export class ReadReceiptsController {
  constructor(private readonly receipts: ReadReceiptsService) {}

  @Put('account/read-receipts')
  @Authenticated()
  @ApiOperation({ summary: "Turn read receipts on or off; off also hides the partners' read state (reciprocal)" })
  async update(@Req() request: AuthenticatedRequest, @Body() body: ReadReceiptsDto): Promise<UserResponse> {
    return { user: await this.receipts.setEnabled(request.userId, body.read_receipts) };
  }
}
