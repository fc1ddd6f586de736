import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  CHAT_PAGE_MAX,
  CHAT_PAGE_SIZE,
  ChatMessagesQueryDto,
  FREE_HISTORY_MESSAGES,
  RemoveChatQueryDto,
  SendGiftDto,
  SendMessageDto,
  MAX_ID,
  type ChatMessagesResponse,
  type ChatReadResponse,
  type ChatRemoveResponse,
  type ChatsResponse,
  type SendMessageResponse,
} from '@amoretto/shared';
import type { SiteEntity } from '@amoretto/shared/db';
import { Authenticated, type AuthenticatedRequest } from '../auth/session.guard';
import { ApiException } from '../common/api-exception';
import { IdParam } from '../common/id.pipe';
import { CurrentSite } from '../sites/current-site.decorator';
import { readChatPhotoUpload } from './chat-photo-upload';
import { ChatsService } from './chats.service';
import { MessageSendService, type SendOutcome } from './message-send.service';
import { SendRateLimitService } from './send-rate-limit.service';

/** 201 for a new message, 200 for the original of a repeated client_id. */
function answer(reply: FastifyReply, outcome: SendOutcome): SendMessageResponse {
  reply.status(outcome.created ? HttpStatus.CREATED : HttpStatus.OK);
  return outcome.response;
}

@ApiTags('chats')
@Controller('api')
export class ChatsController {
  constructor(
    private readonly chats: ChatsService,
    private readonly sending: MessageSendService,
    private readonly sendRate: SendRateLimitService,
  ) {}

  @Get('chats.php')
  @Authenticated()
  @ApiOperation({ summary: "The viewer's conversations, newest first, with partner card, last message and unread count" })
  async list(@Req() request: AuthenticatedRequest, @CurrentSite() site: SiteEntity): Promise<ChatsResponse> {
    return this.chats.list(request.userId, site.cdn_prefix);
  }

  @Post('chats/messages')
  @Authenticated()
  @ApiOperation({ summary: 'Send a paid message; 201 when new, 200 with the original when client_id was already sent' })
  async send(
    @Req() request: AuthenticatedRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Body() body: SendMessageDto,
  ): Promise<SendMessageResponse> {
    await this.sendRate.take(request.userId);
    return answer(reply, await this.sending.sendText(request.userId, body));
  }

  @Post('chats/gifts')
  @Authenticated()
  @ApiOperation({ summary: 'Send a gift (costs gift_credits); 201 when new, 200 with the original when client_id was already sent' })
  async sendGift(
    @Req() request: AuthenticatedRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Body() body: SendGiftDto,
  ): Promise<SendMessageResponse> {
    await this.sendRate.take(request.userId);
    return answer(reply, await this.sending.sendGift(request.userId, body));
  }

  @Post('chats/photos')
  @Authenticated()
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['profile_id', 'client_id', 'photo'],
      properties: {
        profile_id: { type: 'integer', minimum: 1, maximum: MAX_ID },
        client_id: { type: 'string', format: 'uuid' },
        photo: { type: 'string', format: 'binary' },
      },
    },
  })
  @ApiOperation({
    summary:
      'Send a photo (multipart: profile_id, client_id, file "photo"; costs photo_credits); 201 when new, 200 with the original when client_id was already sent',
  })
  async sendPhoto(@Req() request: AuthenticatedRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<SendMessageResponse> {
    await this.sendRate.take(request.userId);
    const { fields, photo } = await readChatPhotoUpload(request);
    return answer(reply, await this.sending.sendPhoto(request.userId, fields, photo));
  }

  @Get('chats/:conversationId/messages')
  @Authenticated()
  @ApiOperation({
    summary: 'A page of messages, oldest first: those with seq > after_seq (catch-up), or the newest `latest` (opening)',
    description:
      "after_seq and latest are mutually exclusive (400 messages_query_conflict). Messages at or below the viewer's removal of " +
      'the chat or, for free members, older than the newest ' +
      `${FREE_HISTORY_MESSAGES} never show; has_earlier says whether the viewer may see messages before the page.`,
  })
  @ApiQuery({ name: 'after_seq', required: false, type: Number, description: 'Messages with a seq above this one (default 0)' })
  @ApiQuery({
    name: 'latest',
    required: false,
    type: Number,
    description: `The newest N messages the viewer may see, counted from the conversation's last seq (1–${CHAT_PAGE_MAX})`,
  })
  @ApiQuery({ name: 'limit', required: false, type: Number, description: `Page size (1–${CHAT_PAGE_MAX}, default ${CHAT_PAGE_SIZE})` })
  async messages(
    @Req() request: AuthenticatedRequest,
    @IdParam('conversationId', 'conversation_not_found') conversationId: number,
    @Query() query: ChatMessagesQueryDto,
    @CurrentSite() site: SiteEntity,
  ): Promise<ChatMessagesResponse> {
    return this.chats.messages(request.userId, conversationId, query, site.cdn_prefix);
  }

  @Post('chats/:conversationId/read')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: 'Opening a conversation: its unread count becomes 0' })
  async read(
    @Req() request: AuthenticatedRequest,
    @IdParam('conversationId', 'conversation_not_found') conversationId: number,
  ): Promise<ChatReadResponse> {
    return { num_unread_messages: await this.chats.markRead(request.userId, conversationId) };
  }

  @Delete('chat.php')
  @Authenticated()
  @ApiOperation({ summary: "Remove a chat from the viewer's list: ?conversation_id= or ?profile_id= (all chats with that profile)" })
  async remove(@Req() request: AuthenticatedRequest, @Query() query: RemoveChatQueryDto): Promise<ChatRemoveResponse> {
    const byConversation = query.conversation_id !== undefined;
    if (byConversation === (query.profile_id !== undefined)) {
      throw new ApiException('validation_failed', HttpStatus.BAD_REQUEST, {
        conversation_id: ['exactlyOneOf'],
        profile_id: ['exactlyOneOf'],
      });
    }
    return this.chats.remove(request.userId, { conversationId: query.conversation_id, profileId: query.profile_id });
  }
}
