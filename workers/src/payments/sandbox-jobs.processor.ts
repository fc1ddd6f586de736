import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { JobOf } from '@amoretto/shared';
import { PAYMENT_PROVIDER, SandboxProvider, type PaymentProvider } from '@amoretto/shared/node';
import type { JobContext } from '../jobs/handler-registry';
import { runOnce } from '../jobs/job-effects';
import { JobHandler } from '../jobs/job-handler.decorator';

/** A webhook call that hangs is given up and tried again later. */
const DELIVERY_TIMEOUT_MS = 10_000;

/**
 * The sandbox provider's background side, as a real provider runs it on its servers: it
 * calls the product's webhook (signed) until answered 2xx, retried by BullMQ with backoff,
 * and finishes payments it left pending. Nothing happens while another provider is
 * configured (jobs left from an earlier sandbox run are dropped).
 */
@Injectable()
export class SandboxJobsProcessor {
  private readonly logger = new Logger(SandboxJobsProcessor.name);

  constructor(
    private readonly db: DataSource,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  /**
   * At least once, like every provider's webhook: a repeated call is harmless, because the
   * product fetches the status and settles each payment once.
   */
  @JobHandler('sandbox.webhook-delivery')
  async deliver(payload: JobOf<'sandbox.webhook-delivery'>, job: JobContext): Promise<void> {
    const sandbox = this.sandbox();
    const call = await sandbox?.webhookCall(payload.id);
    if (!call) return;
    const response = await fetch(call.url, {
      method: 'POST',
      headers: call.headers,
      body: call.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`webhook for ${payload.id} answered ${response.status} (attempt ${job.attempt})`);
  }

  @JobHandler('sandbox.complete-pending')
  async completePending(payload: JobOf<'sandbox.complete-pending'>, job: JobContext): Promise<void> {
    const sandbox = this.sandbox();
    if (!sandbox) return;
    await runOnce(this.db, { key: job.key, name: 'sandbox.complete-pending' }, (manager) =>
      sandbox.completePending(manager, payload.id, payload.status),
    );
  }

  private sandbox(): SandboxProvider | null {
    if (this.provider instanceof SandboxProvider) return this.provider;
    this.logger.warn(`a sandbox job ran while the provider is ${this.provider.name}; dropped`);
    return null;
  }
}
