// Which SmsSender the backend uses; read by the config check and the direct-debit module.

/**
 * `sandbox`: codes are written to the sms_messages table and shown at GET /api/sandbox/sms
 * (development, tests, demos). `none`: no SMS can be sent, so direct debit is not offered.
 * A real gateway is a further name here and another SmsSender (see sms-sender.ts).
 */
export const SMS_SENDERS = ['sandbox', 'none'] as const;
export type SmsSenderName = (typeof SMS_SENDERS)[number];

interface SmsSettings {
  NODE_ENV: string;
  PAYMENT_PROVIDER: string;
  SMS_SENDER?: SmsSenderName;
}

/** The configured sender; unset means the sandbox while the payments are the sandbox's, else none. */
export function smsSenderOf(config: SmsSettings): SmsSenderName {
  return config.SMS_SENDER ?? (config.PAYMENT_PROVIDER === 'sandbox' ? 'sandbox' : 'none');
}

/**
 * The sandbox inbox shows every member's phone number and code to whoever opens it: fine beside
 * the sandbox provider, never in production beside a provider that moves real money.
 */
export function sandboxSmsRefused(config: SmsSettings): boolean {
  return config.NODE_ENV === 'production' && config.PAYMENT_PROVIDER !== 'sandbox' && smsSenderOf(config) === 'sandbox';
}
