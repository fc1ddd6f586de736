import type { Provider } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { createPaymentProvider, PAYMENT_PROVIDER } from '@amoretto/shared/node';
import { WorkersConfig } from '../config/workers-config';

/** The same provider the backend runs, built from the same settings (PAYMENT_PROVIDER, …). */
export const workersPaymentProvider: Provider = {
  provide: PAYMENT_PROVIDER,
  inject: [WorkersConfig, DataSource],
  useFactory: (config: WorkersConfig, db: DataSource) => createPaymentProvider(config, db),
};
