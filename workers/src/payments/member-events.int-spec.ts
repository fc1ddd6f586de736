import { Redis } from 'ioredis';
import { userRoom } from '@amoretto/shared';
import { pollKeys } from '@amoretto/shared/node';
import { loadWorkersConfig } from '../config/workers-config';
import { MemberEventsService } from './member-events.service';

// Premium gained or lost makes the site fetch every member list again at once (photos unlock or
// lock): the member's poll version has moved by the time the event can be heard, so that fetch is
// answered in full, never 304 from before (refetching-events.ts). Other counters move nothing.

describe('member events and poll versions', () => {
  const config = loadWorkersConfig({ ...process.env, PORT: '4993', LOG_LEVEL: 'silent' });
  const keys = pollKeys(config.DATABASE_URL);
  let events: MemberEventsService;
  let sub: Redis;
  let redis: Redis;

  beforeAll(async () => {
    events = new MemberEventsService(config);
    redis = new Redis(process.env.REDIS_URL!);
    sub = new Redis(process.env.REDIS_URL!);
  });
  afterAll(async () => {
    await events.onApplicationShutdown();
    await sub.quit();
    await redis.quit();
  });

  /** Emits one event to a fresh member id and returns their poll version as it was when the event was heard. */
  async function versionWhenHeard(emit: (userId: number) => void): Promise<string | null> {
    const userId = 1_900_000_000 + Math.floor(Math.random() * 100_000_000);
    const channel = `socket.io#/#${userRoom(userId)}#`;
    await sub.subscribe(channel);
    try {
      const heard = new Promise<string | null>((resolve) => {
        sub.once('message', () => void redis.get(keys.version(userId)).then(resolve));
      });
      emit(userId);
      return await heard;
    } finally {
      await sub.unsubscribe(channel);
    }
  }

  it('moves the poll version before a premium change is published', async () => {
    expect(await versionWhenHeard((id) => events.emit([[id, 'counters.changed', { paid_user: true }]]))).not.toBeNull();
    expect(await versionWhenHeard((id) => events.emit([[id, 'counters.changed', { paid_user: false }]]))).not.toBeNull();
  });

  it('leaves it alone for counters the site applies itself', async () => {
    expect(await versionWhenHeard((id) => events.emit([[id, 'counters.changed', { credits: 20 }]]))).toBeNull();
  });
});
