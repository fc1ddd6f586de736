// The one typed map of background jobs: job name → queue and payload. Queue names are
// part of the released contract and never change.

export const QUEUES = ['mail', 'payments'] as const;
export type QueueName = (typeof QUEUES)[number];

export interface MailSendPayload {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where the member's answer goes (the site's support address); the sender stays MAIL_FROM. */
  replyTo?: string;
}

/** The sandbox provider calls the product's webhook about one of its payments. */
export interface SandboxWebhookDeliveryPayload {
  /** The sandbox payment id (`sbx_…`). */
  id: string;
}

export interface JobMap {
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
}

export type JobName = keyof JobMap;
export type JobOf<N extends JobName> = JobMap[N]['payload'];
export type QueueOf<N extends JobName> = JobMap[N]['queue'];

/** Runtime list of job names with their queue, kept in step with JobMap by the type below. */
export const JOBS: { readonly [N in JobName]: QueueOf<N> } = {
  'mail.send': 'mail',
  'account.activation-reminder': 'mail',
  'payment.receipt': 'mail',
  'time-bonus.ended': 'payments',
  'sandbox.webhook-delivery': 'payments',
  'sandbox.complete-pending': 'payments',
  'payment.follow-up': 'payments',
};
