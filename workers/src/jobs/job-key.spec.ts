import { jobEffectKey } from './job-key';

describe('jobEffectKey', () => {
  it('keeps an id the outbox assigned, the same on every run of the job', () => {
    expect(jobEffectKey({ id: 'outbox-42', queueName: 'mail', timestamp: 1 })).toBe('outbox-42');
    expect(jobEffectKey({ id: 'outbox-42', queueName: 'mail', timestamp: 2 })).toBe('outbox-42');
  });

  it('qualifies a BullMQ counter id with queue and creation time (the counter restarts when Redis is emptied)', () => {
    expect(jobEffectKey({ id: '7', queueName: 'mail', timestamp: 1764000000000 })).toBe('mail:7:1764000000000');
    expect(jobEffectKey({ id: '7', queueName: 'mail', timestamp: 1764000000001 })).not.toBe(
      jobEffectKey({ id: '7', queueName: 'mail', timestamp: 1764000000000 }),
    );
  });

  it('refuses a job without an id', () => {
    expect(() => jobEffectKey({ queueName: 'mail', timestamp: 1 })).toThrow(/without an id/);
  });
});
