import { createMemoryHistory } from '@tanstack/react-router';
import { followMembersArea, membersAreaEnteredAt } from './members-area-clock';

describe('followMembersArea', () => {
  afterEach(() => jest.useRealTimers());

  it('keeps the moment the member entered the members area across its pages, and forgets it outside', () => {
    jest.useFakeTimers({ now: 1_000 });
    const history = createMemoryHistory({ initialEntries: ['/members'] });
    const stop = followMembersArea(history);
    expect(membersAreaEnteredAt()).toBe(1_000);

    jest.setSystemTime(5_000);
    history.push('/likes');
    expect(membersAreaEnteredAt()).toBe(1_000);

    history.push('/pages/faq');
    expect(membersAreaEnteredAt()).toBeNull();

    jest.setSystemTime(9_000);
    history.push('/members');
    expect(membersAreaEnteredAt()).toBe(9_000);
    stop();
  });
});
