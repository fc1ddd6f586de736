import type { MemberCard } from '@amoretto/shared';
import { dequeueModal, enqueueModal, likeModalDelayMs, type MatchModalItem } from './match-queue';

const card = (id: number): MemberCard => ({
  id,
  name: `M${id}`,
  age: 30,
  city: null,
  country: 'IT',
  region: null,
  main_image: null,
  fictional: false,
});
const like = (id: number): MatchModalItem => ({ kind: 'like', profile: card(id) });
const match = (id: number): MatchModalItem => ({ kind: 'match', profile: card(id) });

describe('modal queue', () => {
  it('queues modals in arrival order and shows the next after a close', () => {
    let queue = enqueueModal([], like(1));
    queue = enqueueModal(queue, like(2));
    expect(queue.map((item) => item.profile.id)).toEqual([1, 2]);
    queue = dequeueModal(queue);
    expect(queue.map((item) => item.profile.id)).toEqual([2]);
    expect(dequeueModal(queue)).toEqual([]);
  });

  it('does not queue the same member twice', () => {
    const queue = enqueueModal(enqueueModal([], like(1)), like(1));
    expect(queue).toHaveLength(1);
  });

  it('turns a waiting like into a match for the same member, keeping its place', () => {
    const queue = enqueueModal([like(1), like(2)], match(2));
    expect(queue.map((item) => [item.kind, item.profile.id])).toEqual([
      ['like', 1],
      ['match', 2],
    ]);
  });

  it('never downgrades a match to a like', () => {
    const queue = enqueueModal([match(3)], like(3));
    expect(queue[0]!.kind).toBe('match');
  });
});

describe('likeModalDelayMs', () => {
  it('reads seconds from t', () => {
    expect(likeModalDelayMs('5')).toBe(5000);
    expect(likeModalDelayMs(0)).toBe(0);
    expect(likeModalDelayMs('1.5')).toBe(1500);
  });

  it('ignores anything that is not a number of seconds', () => {
    expect(likeModalDelayMs(undefined)).toBeNull();
    expect(likeModalDelayMs('')).toBeNull();
    expect(likeModalDelayMs('abc')).toBeNull();
    expect(likeModalDelayMs('-2')).toBeNull();
    expect(likeModalDelayMs('5s')).toBeNull();
  });
});
