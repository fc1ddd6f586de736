import { Body, Controller, Get, HttpCode, Post, Put, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  FictionalAnswerDto,
  MemberNoteDto,
  type ChatMessage,
  type FictionalConversationView,
  type FictionalQueue,
  type MemberNoteView,
} from '@amoretto/shared';
import { IdParam } from '../common/id.pipe';
import { OperatorAuthenticated, type OperatorRequest } from '../operator-auth/operator-session.guard';
import { FictionalService } from './fictional.service';

// The console's fictional-profiles area (docs/product.md#fictional-answers): agents and admins.
@ApiTags('operator')
@Controller('api/operator/fictional')
@OperatorAuthenticated('agent', 'admin')
export class FictionalController {
  constructor(private readonly fictional: FictionalService) {}

  @Get('queue')
  @ApiOperation({ summary: 'Conversations whose member waits for a fictional profile’s answer, oldest wait first' })
  @ApiOkResponse({ description: '{ items, total }' })
  queue(): Promise<FictionalQueue> {
    return this.fictional.queue();
  }

  @Get('conversations/:conversationId')
  @ApiOperation({ summary: 'One conversation with both profiles and the note on the member; reads it as the profile' })
  conversation(@IdParam('conversationId', 'conversation_not_found') conversationId: number): Promise<FictionalConversationView> {
    return this.fictional.conversation(conversationId);
  }

  @Post('conversations/:conversationId/messages')
  @HttpCode(201)
  @ApiOperation({ summary: 'Answer as the fictional profile (only after the member wrote); audited with the agent' })
  async answer(
    @Req() request: OperatorRequest,
    @IdParam('conversationId', 'conversation_not_found') conversationId: number,
    @Body() body: FictionalAnswerDto,
  ): Promise<{ message: ChatMessage }> {
    return { message: await this.fictional.answer(conversationId, request.operatorId, body, request.ip) };
  }

  @Put('members/:memberId/note')
  @ApiOperation({ summary: 'Save the agents’ note on a member (one per member); audited' })
  async saveNote(
    @Req() request: OperatorRequest,
    @IdParam('memberId', 'member_not_found') memberId: number,
    @Body() body: MemberNoteDto,
  ): Promise<{ note: MemberNoteView }> {
    return { note: await this.fictional.saveNote(memberId, request.operatorId, body.text, request.ip) };
  }
}
