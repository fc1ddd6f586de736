import type { Provider } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { insertSandboxSms } from './direct-debit.repository';
import { smsSenderOf } from './sms-settings';

/**
 * Sends one text message. The backend picks the implementation from SMS_SENDER (sms-settings.ts);
 * the direct-debit flow only knows this interface. A real gateway is one more implementation:
 * add its name to SMS_SENDERS, its settings (key, sender id) to AppConfig, and a case in
 * smsSenderFactory. It should throw when the gateway refuses, so the member hears at once that
 * no code is coming (503) instead of waiting for one.
 */
export interface SmsSender {
  readonly name: string;
  send(to: string, text: string): Promise<void>;
}

export const SMS_SENDER = Symbol('SMS_SENDER');

/** Development, tests and demos: the message lands in the sandbox SMS inbox (GET /api/sandbox/sms). */
export class SandboxSmsSender implements SmsSender {
  readonly name = 'sandbox';

  constructor(private readonly db: DataSource) {}

  async send(to: string, text: string): Promise<void> {
    await insertSandboxSms(this.db, to, text);
  }
}

/** No sender configured: direct debit is not offered (the service checks `name` first). */
export class NoSmsSender implements SmsSender {
  readonly name = 'none';

  send(): Promise<void> {
    return Promise.reject(new Error('no SMS sender is configured'));
  }
}

export const smsSenderFactory: Provider = {
  provide: SMS_SENDER,
  inject: [AppConfig, DataSource],
  useFactory: (config: AppConfig, db: DataSource): SmsSender => {
    switch (smsSenderOf(config)) {
      case 'sandbox':
        return new SandboxSmsSender(db);
      case 'none':
        return new NoSmsSender();
    }
  },
};
