import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  toChatMessage,
  type ChatMessage,
  type FictionalAnswerDto,
  type FictionalConversationView,
  type FictionalQueue,
  type MemberNoteView,
} from '@amoretto/shared';
import { ApiException } from '../common/api-exception';
import { ChatsService } from '../chats/chats.service';
import { MessageSendService } from '../chats/message-send.service';
import { OperatorAuditService } from '../operator-auth/operator-audit.service';
import { AGENT_HISTORY, QUEUE_PAGE, answerRefusal, isWaiting, toAgentProfile, toNoteView, toQueueItem } from './fictional-rules';
import {
  agentProfiles,
  fictionalPair,
  latestMessages,
  memberNote,
  recordAuthor,
  saveMemberNote,
  waitingConversations,
  type FictionalPairRow,
} from './fictional.repository';

/**
 * Agents answer members as fictional profiles (docs/product.md#fictional-answers). The answer
 * is an ordinary message of the profile, sent through the members' own send path
 * (MessageSendService → chat_send: seq, counters, events, no price for the profile); the agent
 * who wrote it is kept per message and in the audit log.
 */
@Injectable()
export class FictionalService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly send: MessageSendService,
    private readonly chats: ChatsService,
    private readonly audit: OperatorAuditService,
  ) {}

  async queue(): Promise<FictionalQueue> {
    const rows = await waitingConversations(this.db, QUEUE_PAGE);
    return { items: rows.map(toQueueItem), total: rows[0]?.total ?? 0 };
  }

  /** Opening a conversation reads it as the profile (the member's read receipts move as for any partner). */
  async conversation(conversationId: number): Promise<FictionalConversationView> {
    const pair = await this.pair(conversationId);
    await this.chats.markRead(pair.fictional_id, conversationId);
    const [profiles, messages, note] = await Promise.all([
      agentProfiles(this.db, [pair.fictional_id, pair.member_id]),
      latestMessages(this.db, conversationId, AGENT_HISTORY),
      memberNote(this.db, pair.member_id),
    ]);
    const today = new Date();
    const profile = (id: number) =>
      toAgentProfile(
        profiles.find((p) => p.id === id)!,
        today,
      );
    return {
      conversation_id: conversationId,
      fictional: profile(pair.fictional_id),
      member: profile(pair.member_id),
      messages: messages.map((row) => ({ ...toChatMessage(row), agent_name: row.agent_name })),
      note: toNoteView(note),
      waiting: isWaiting(pair),
    };
  }

  /**
   * The answer, as the profile, to the member who wrote. A retry with the same client_id lands
   * once (chat_send answers the original) and still records its author, so a failure between
   * the send and that record is mended by trying again.
   */
  async answer(conversationId: number, operatorId: number, dto: FictionalAnswerDto, ip: string): Promise<ChatMessage> {
    const pair = await fictionalPair(this.db, conversationId);
    const refusal = answerRefusal(pair);
    if (refusal) throw new ApiException(refusal.code, refusal.status);
    const { fictional_id: fictionalId, member_id: memberId } = pair!;
    const { response } = await this.send.sendText(fictionalId, { profile_id: memberId, client_id: dto.client_id, body: dto.body });
    const message = response.message;
    await this.db.transaction(async (manager) => {
      if (await recordAuthor(manager, message.id, operatorId)) {
        await this.audit.record(
          {
            operatorId,
            action: 'fictional_answer',
            memberId,
            details: { message_id: message.id, conversation_id: conversationId, fictional_id: fictionalId },
            ip,
          },
          manager,
        );
      }
    });
    // Answering reads what the member wrote before it.
    await this.chats.markRead(fictionalId, conversationId);
    return message;
  }

  async saveNote(memberId: number, operatorId: number, text: string, ip: string): Promise<MemberNoteView> {
    await this.db.transaction(async (manager) => {
      if (!(await saveMemberNote(manager, memberId, text, operatorId))) {
        throw new ApiException('member_not_found', HttpStatus.NOT_FOUND);
      }
      await this.audit.record({ operatorId, action: 'member_note_saved', memberId, details: { length: text.length }, ip }, manager);
    });
    return toNoteView(await memberNote(this.db, memberId));
  }

  private async pair(conversationId: number): Promise<FictionalPairRow> {
    const pair = await fictionalPair(this.db, conversationId);
    if (!pair) throw new ApiException('conversation_not_found', HttpStatus.NOT_FOUND);
    return pair;
  }
}
