import { Injectable } from '@nestjs/common';
import type { MessageKind } from '@amoretto/shared';
import type { EntityManager } from 'typeorm';

export interface MessageMailInput {
  recipientId: number;
  sender: { name: string; fictional: boolean };
  conversationId: number;
  /** The conversation's first message: a `new_conversations` mail instead of `new_messages`. */
  firstMessage: boolean;
  message: { kind: MessageKind; body: string | null };
}

export interface LikesMailInput {
  recipientId: number;
  /** The newest likers, at most a few. */
  likers: Array<{ name: string; fictional: boolean }>;
  /** How many new likes in all. */
  count: number;
}

/** The notification mails of events, queued in the caller's transaction. */
@Injectable()
export class NotifyMailer {
  /** True when a mail was queued; false when the member does not get this type of mail. */
  async message(manager: EntityManager, input: MessageMailInput): Promise<boolean> {
    void manager;
    void input;
    return false;
  }

  async likes(manager: EntityManager, input: LikesMailInput): Promise<boolean> {
    void manager;
    void input;
    return false;
  }
}
