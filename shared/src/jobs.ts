// The one typed map of background jobs: job name → queue and payload. Queue names are
// part of the released contract and never change.
import type { MailContent } from './mail/mail-content';
import type { Locale } from './constants';

// `notify` has a queue (and BullMQ worker) of its own: what a member is told about a message,
// like or match never waits behind a batch of campaign mails.
// `accounts` holds the purges of deleted accounts: many rows and files each, never in the way of mail.
// `campaign-mail` sends operators' campaigns in throttled batches on a worker of its own (one job at
// a time), so a campaign to every member never holds up account, chat or like mails; the hourly
// unread-message digest run is a bulk job too and waits its turn there.
export const QUEUES = ['mail', 'payments', 'notify', 'accounts', 'campaign-mail'] as const;
export type QueueName = (typeof QUEUES)[number];

export interface MailSendPayload {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where the member's answer goes (the site's support address); the sender stays MAIL_FROM. */
  replyTo?: string;
  /** The sender's display name (the member's site); the address stays MAIL_FROM's. */
  fromName?: string;
  /**
   * What the mail says, laid out as HTML by the mail worker (MJML, workers/src/mail/mail-layout.ts);
   * `text` is `mailContentText(content)`. Wins over `html`.
   */
  content?: MailContent;
  /** Extra headers: List-Unsubscribe and List-Unsubscribe-Post of notification mails (RFC 8058). */
  headers?: Record<string, string>;
  /** SMTP envelope sender, where bounces go: `bounce+<token>@…` for notification mails (VERP). */
  envelopeFrom?: string;
}

/** The sandbox provider calls the product's webhook about one of its payments. */
export interface SandboxWebhookDeliveryPayload {
  /** The sandbox payment id (`sbx_…`). */
  id: string;
}

/**
 * A message was stored (queued by the database function chat_send in the same transaction).
 * `seq` 1 is the first message of a new conversation.
 */
export interface NotifyMessagePayload {
  messageId: number;
  conversationId: number;
  senderId: number;
  recipientId: number;
  seq: number;
}

export interface JobMap {
  /**
   * The undo window of a deleted account is over: erase its personal data, photos (files too),
   * messages, likes and subscriptions; keep the ledger and payments without personal data.
   * Queued at deletion with the window as its delay; does nothing for an account restored or
   * already purged (docs/product.md#leaving).
   */
  'account.purge': { queue: 'accounts'; payload: { userId: number } };
  /**
   * Daily safety net behind `account.purge` (a BullMQ job scheduler, as a schedule follows no
   * commit): purges every deleted account whose window closed and that is still not purged, in case
   * its delayed job was lost (Redis emptied, a job failed for good).
   */
  'account.purge-sweep': { queue: 'accounts'; payload: Record<string, never> };
  'mail.send': { queue: 'mail'; payload: MailSendPayload };
  /** Re-sends the activation mail if the account is still unconfirmed. */
  'account.activation-reminder': { queue: 'mail'; payload: { userId: number } };
  /** Mails the receipt of a payment that became paid (queued in the settling transaction). */
  'payment.receipt': { queue: 'mail'; payload: { paymentId: number } };
  /** Four hours after signup: tells the member's open tabs their time bonus ended (counters.changed). */
  'time-bonus.ended': { queue: 'payments'; payload: { userId: number } };
  /** The sandbox provider POSTs its signed webhook for a payment; retried with backoff until answered 2xx. */
  'sandbox.webhook-delivery': { queue: 'payments'; payload: SandboxWebhookDeliveryPayload };
  /**
   * The sandbox finishes a payment it left pending ("pending then paid" on its checkout page, a
   * recurring charge on a mandate) and then delivers its webhook.
   */
  'sandbox.complete-pending': { queue: 'payments'; payload: { id: string; status: 'paid' | 'failed' } };
  /** A payment still open or pending a while after it started: ask the provider and settle; `round` counts the asks. */
  'payment.follow-up': { queue: 'payments'; payload: { paymentId: number; round: number } };
  /** Push and mail to the recipient of a new message who is not looking at the site (docs/product.md#notifications). */
  'notify.message': { queue: 'notify'; payload: NotifyMessagePayload };
  /** Push to a member someone liked (a like that did not make a match). */
  'notify.like': { queue: 'notify'; payload: { likerId: number; likedId: number } };
  /** Push to one member of a new match, naming the other. */
  'notify.match': { queue: 'notify'; payload: { userId: number; partnerId: number } };
  /** Queued with a delay after a like: one mail with every like the member got since the last such mail. */
  'notify.likes-mail': { queue: 'notify'; payload: { userId: number } };
  /**
   * A notification mail of an event (new message, likes), sent by the mail worker's code on the
   * notify queue: a campaign's thousands of `mail.send` jobs never stand in front of it.
   */
  'notify.mail': { queue: 'notify'; payload: MailSendPayload };
  /**
   * Hourly: deletes outbox rows relayed over a day ago and job_effects over a week old (a job is
   * never run again that late). Every new message adds an outbox row, so the table would grow
   * with the chat otherwise. On the notify queue, whose jobs are nearly all of those rows.
   */
  'outbox.prune': { queue: 'notify'; payload: Record<string, never> };
  /**
   * Hourly (a BullMQ job scheduler in the workers, not a write): mails the daily unread-message
   * digest to members with messages unread for over a day, at most once a day each. A bulk
   * mailing, so on the campaign queue: the mails themselves go out as `mail.send`.
   */
  'mail.unread-digest': { queue: 'campaign-mail'; payload: Record<string, never> };
  /** The daily look for members away long enough to be reminded of the site (type `reminders`). */
  'mail.reminders': { queue: 'campaign-mail'; payload: Record<string, never> };
  /**
   * The next batch of a campaign: recipients after `afterUserId` (by id), each mailed once, paced at
   * CAMPAIGN_MAILS_PER_SECOND; the batch queues the one after it. The first is queued (outbox) when
   * the campaign starts.
   */
  'campaign.batch': { queue: 'campaign-mail'; payload: { campaignId: number; afterUserId: number } };
  /**
   * Renders a campaign's mail in one language, as a member would get it, into the campaign row
   * (preview_html) for the console's preview. On the mail queue: never behind a campaign's batches.
   */
  'campaign.preview': { queue: 'mail'; payload: { campaignId: number; language: Locale } };
  /** Mails a campaign's text in one language to the operator who asked (a test send), never to members. */
  'campaign.test': { queue: 'mail'; payload: { campaignId: number; language: Locale; to: string; name: string } };
  /**
   * Calls the member's affiliate network about a signup, activation or first purchase (a row of
   * affiliate_postbacks, queued with the write); retried with backoff until the network answers
   * 2xx, and never called again once it has (docs/product.md#postbacks).
   */
  'affiliate.postback': { queue: 'payments'; payload: { postbackId: number } };
}

export type JobName = keyof JobMap;
export type JobOf<N extends JobName> = JobMap[N]['payload'];
export type QueueOf<N extends JobName> = JobMap[N]['queue'];

/** Runtime list of job names with their queue, kept in step with JobMap by the type below. */
export const JOBS: { readonly [N in JobName]: QueueOf<N> } = {
  'account.purge': 'accounts',
  'account.purge-sweep': 'accounts',
  'mail.send': 'mail',
  'account.activation-reminder': 'mail',
  'payment.receipt': 'mail',
  'time-bonus.ended': 'payments',
  'sandbox.webhook-delivery': 'payments',
  'sandbox.complete-pending': 'payments',
  'payment.follow-up': 'payments',
  'notify.message': 'notify',
  'notify.like': 'notify',
  'notify.match': 'notify',
  'notify.likes-mail': 'notify',
  'notify.mail': 'notify',
  'outbox.prune': 'notify',
  'mail.unread-digest': 'campaign-mail',
  'mail.reminders': 'campaign-mail',
  'campaign.batch': 'campaign-mail',
  'campaign.preview': 'mail',
  'campaign.test': 'mail',
  'affiliate.postback': 'payments',
};
