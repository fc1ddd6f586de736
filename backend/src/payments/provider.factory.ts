import type { Provider } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { createPaymentProvider, PAYMENT_PROVIDER } from '@amoretto/shared/node';
import { AppConfig } from '../config/app-config';

/**
 * The PAYMENT_PROVIDER the configuration names (PAYMENT_PROVIDER=sandbox | mollie). The
 * adapters are built by createPaymentProvider (shared), so the workers build the same one.
 */
export const paymentProviderFactory: Provider = {
  provide: PAYMENT_PROVIDER,
  inject: [AppConfig, DataSource],
  useFactory: (config: AppConfig, db: DataSource) => createPaymentProvider(config, db),
};
