import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { emailNotificationAllowed, type Locale, type MessageKind } from '@amoretto/shared';
import { enqueueInTransaction } from '@amoretto/shared/db';
import { NotificationMailService, type NotificationMailInput } from '../mail/notification-mail.service';
import { notificationMailMember } from '../mail/notification-mail.repository';
import { messagePreview } from './notify-rules';
import type { NotifyActor } from './notify.repository';
import { pushName } from './push-texts';

/** The longest message quote a mail shows, in characters. */
const MAIL_QUOTE_MAX = 140;

export interface MessageMailInput {
  recipient: { id: number; language: Locale; push_previews: boolean };
  sender: NotifyActor;
  conversationId: number;
  /** The conversation's first message: a `new_conversations` mail instead of `new_messages`. */
  firstMessage: boolean;
  message: { kind: MessageKind; body: string | null };
}

export interface LikesMailInput {
  recipient: { id: number; language: Locale };
  /** The newest likers, at most a few. */
  likers: NotifyActor[];
  /** How many new likes in all. */
  count: number;
}

const profileOf = (actor: NotifyActor) => ({
  name: actor.name,
  fictional: actor.fictional,
  age: actor.age,
  city: actor.city,
  path: `/members/${actor.id}`,
});

/**
 * The mails of events, through the mail templates and per-type settings (NotificationMailService):
 * queued in the caller's transaction, only when the member gets this type of mail, as job
 * `notify.mail` on the notify queue, where campaign batches never hold them up.
 */
@Injectable()
export class NotifyMailer {
  constructor(private readonly mail: NotificationMailService) {}

  /** True when a mail was queued; false when the member does not get this type of mail. */
  async message(manager: EntityManager, input: MessageMailInput): Promise<boolean> {
    const { recipient, sender, message } = input;
    // The text only for a member who lets previews show (the same choice as for pushes), never a photo or gift.
    const quote =
      message.kind === 'text' && message.body && recipient.push_previews ? messagePreview(message.body, MAIL_QUOTE_MAX) : undefined;
    const mail: NotificationMailInput = {
      userId: recipient.id,
      type: input.firstMessage ? 'new_conversations' : 'new_messages',
      // A fictional sender is labelled in the subject too.
      vars: { sender: pushName(recipient.language, sender) },
      path: `/chats/${input.conversationId}`,
      profiles: [profileOf(sender)],
      ...(quote ? { quote } : {}),
    };
    return this.queue(manager, mail);
  }

  async likes(manager: EntityManager, input: LikesMailInput): Promise<boolean> {
    const [newest] = input.likers;
    if (!newest) return false;
    const mail: NotificationMailInput = {
      userId: input.recipient.id,
      type: 'like',
      vars: { count: String(input.count), sender: pushName(input.recipient.language, newest) },
      path: '/likes/received',
      profiles: input.likers.map(profileOf),
    };
    return this.queue(manager, mail);
  }

  /** As NotificationMailService.queue, on the notify queue. */
  private async queue(manager: EntityManager, mail: NotificationMailInput): Promise<boolean> {
    const member = await notificationMailMember(manager, mail.userId);
    if (!member || !emailNotificationAllowed(member, mail.type)) return false;
    await enqueueInTransaction(manager, 'notify.mail', this.mail.payload(mail, member));
    return true;
  }
}
