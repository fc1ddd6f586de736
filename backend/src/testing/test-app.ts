import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { ModuleMetadata } from '@nestjs/common';
import request from 'supertest';
import { createApp } from '../app.factory';
import { loadConfig, type AppConfig } from '../config/app-config';

export const TEST_PUBLIC_URL = 'http://localhost:4000';
export const TEST_VAPID_PUBLIC_KEY = 'BTestPublicKeyForSettings';

export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    PORT: '4999',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: TEST_PUBLIC_URL,
    VAPID_PUBLIC_KEY: TEST_VAPID_PUBLIC_KEY,
    // Test files sign up many members from one address; the limits have their own tests.
    SIGNUP_IP_LIMIT: '100000',
    RESET_IP_LIMIT: '100000',
    // Tests add members between searches and expect exact totals; the cache has its own test.
    SEARCH_COUNT_CACHE_SECONDS: '0',
    VISITOR_SEARCH_CACHE_SECONDS: '0',
    // The tests stand where the site's proxy stands: one hop, whose X-Forwarded-For is read.
    TRUST_PROXY: '1',
    // Tests send many messages from one member; the send rate has its own test.
    SEND_RATE_LIMIT: '100000',
    ...overrides,
  });
}

export interface TestBackend {
  app: NestFastifyApplication;
  http: () => ReturnType<typeof request>;
  close: () => Promise<void>;
}

/**
 * Boots the real backend (real Postgres and Redis from the environment) once per test file.
 * `config` overrides environment values, e.g. MEDIA_DIR pointed at a temporary directory.
 */
export async function bootBackend(options: { extra?: ModuleMetadata; config?: Record<string, string> } = {}): Promise<TestBackend> {
  const app = await createApp(testConfig(options.config), options.extra);
  return {
    app,
    http: () => request(app.getHttpServer()),
    close: () => app.close(),
  };
}
