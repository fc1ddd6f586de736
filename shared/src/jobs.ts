// The one typed map of background jobs: job name → queue and payload. Queue names are
// part of the released contract and never change.

export const QUEUES = ['mail'] as const;
export type QueueName = (typeof QUEUES)[number];

export interface MailSendPayload {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface JobMap {
  'mail.send': { queue: 'mail'; payload: MailSendPayload };
  /** Re-sends the activation mail if the account is still unconfirmed. */
  'account.activation-reminder': { queue: 'mail'; payload: { userId: number } };
}

export type JobName = keyof JobMap;
export type JobOf<N extends JobName> = JobMap[N]['payload'];
export type QueueOf<N extends JobName> = JobMap[N]['queue'];

/** Runtime list of job names with their queue, kept in step with JobMap by the type below. */
export const JOBS: { readonly [N in JobName]: QueueOf<N> } = {
  'mail.send': 'mail',
  'account.activation-reminder': 'mail',
};
