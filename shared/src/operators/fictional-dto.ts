// The console's fictional-profiles area (docs/product.md#fictional-answers): the queue of
// conversations waiting for an answer, one conversation with the member's profile and the
// agent's note on the member, and the answer an agent sends as the fictional profile.
// Agents see no email, payment or ledger data here.
import 'reflect-metadata';
import { IsString, IsUUID, MaxLength, MinLength } from 'class-validator';
import type { ChatMessage } from '../chats/chat-types';
import { MESSAGE_BODY_HARD_MAX } from '../chats/chat-dto';
import { NoLoneSurrogate, NoNul } from '../no-nul';

/** The longest note an agent keeps on a member. */
export const MEMBER_NOTE_MAX_LENGTH = 4_000;

/** A profile as an agent sees it: nothing about money or how to reach the member. */
export interface AgentProfileView {
  id: number;
  name: string;
  age: number | null;
  gender: string;
  country: string;
  city: string | null;
  about_me: string | null;
  fictional: boolean;
  /** The member's language: the answer is written in it. */
  language: string;
  signup_date: string;
  photo_thumb_url: string | null;
}

/** `GET /api/operator/fictional/queue`: one conversation waiting for the fictional profile's answer. */
export interface FictionalQueueItem {
  conversation_id: number;
  fictional: { id: number; name: string };
  member: { id: number; name: string; country: string };
  /** The member's first message since the profile last answered (ISO): the queue's order, oldest first. */
  waiting_since: string;
  /** The member's messages since the profile last answered. */
  waiting_messages: number;
  last_body: string;
}

export interface FictionalQueue {
  items: FictionalQueueItem[];
  /** All waiting conversations (items holds at most the oldest page). */
  total: number;
}

export interface MemberNoteView {
  text: string;
  updated_at: string | null;
  updated_by: string | null;
}

/** `GET /api/operator/fictional/conversations/:id`. */
export interface FictionalConversationView {
  conversation_id: number;
  fictional: AgentProfileView;
  member: AgentProfileView;
  /** The newest messages, oldest first; each of the profile's answers names the agent who wrote it. */
  messages: Array<ChatMessage & { agent_name: string | null }>;
  note: MemberNoteView;
  /** The member wrote last: an answer is due. */
  waiting: boolean;
}

/** `POST /api/operator/fictional/conversations/:id/messages`: an answer as the fictional profile. */
export class FictionalAnswerDto {
  /** Made once per answer by the console and reused on a retry: the message lands once. */
  @IsUUID() client_id: string;
  @IsString() @MinLength(1) @MaxLength(MESSAGE_BODY_HARD_MAX) @NoNul() @NoLoneSurrogate() body: string;
}

/** `PUT /api/operator/fictional/members/:id/note`. */
export class MemberNoteDto {
  @IsString() @MaxLength(MEMBER_NOTE_MAX_LENGTH) @NoNul() @NoLoneSurrogate() text: string;
}
