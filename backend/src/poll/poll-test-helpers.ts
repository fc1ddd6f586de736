// Test helpers of the conditional-poll integration tests.
import type { Redis } from 'ioredis';
import { pollKeys } from '@amoretto/shared/node';
import type { ChatMember } from '../chats/chat-test-helpers';
import { AppConfig } from '../config/app-config';
import { NL_HOST } from '../members/member-test-helpers';
import { REDIS } from '../redis/redis.module';
import type { TestBackend } from '../testing/test-app';

/**
 * Makes polls conditional as if a workers' listener were live, while none is: the versions then
 * move only where the backend moves them itself.
 */
export async function liveListenerThatHearsNothing(backend: TestBackend): Promise<void> {
  const keys = pollKeys(backend.app.get(AppConfig).DATABASE_URL);
  const redis = backend.app.get<typeof REDIS, Redis>(REDIS);
  await redis.set(keys.epoch, String(Date.now()));
  await redis.set(keys.live, '1', 'PX', 120_000);
}

/** The site's poll of `path` as `member`, conditional when `tag` is given; `Body` is what the test reads of it. */
export async function sitePoll<Body = Record<string, unknown>>(backend: TestBackend, member: ChatMember, path: string, tag?: string) {
  const req = backend.http().get(path).set('Host', NL_HOST).set('X-Amoretto-Client', 'web').set('Cookie', member.cookie);
  const res = tag ? await req.set('If-None-Match', tag) : await req;
  return { status: res.status, tag: res.headers.etag as string | undefined, body: res.body as Body };
}
