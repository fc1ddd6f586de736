import { refetchesPolledAnswers } from './refetching-events';

describe('refetchesPolledAnswers', () => {
  it('holds for the events after which the site fetches the likes or chats lists again', () => {
    expect(refetchesPolledAnswers('member.left', { profile_id: 7 })).toBe(true);
    expect(refetchesPolledAnswers('like.created', { liked_by: { id: 7, like_new: true } } as never)).toBe(true);
    expect(refetchesPolledAnswers('match.created', { profile_id: 7 })).toBe(true);
  });

  it('holds for counters only when premium changed', () => {
    expect(refetchesPolledAnswers('counters.changed', { paid_user: true })).toBe(true);
    expect(refetchesPolledAnswers('counters.changed', { paid_user: false })).toBe(true);
    expect(refetchesPolledAnswers('counters.changed', { credits: 20 })).toBe(false);
    expect(refetchesPolledAnswers('counters.changed', { num_unread_messages: 3 })).toBe(false);
  });

  it('does not hold for events the site applies itself', () => {
    expect(refetchesPolledAnswers('typing.changed', { conversation: 1, profile_id: 7, typing: true } as never)).toBe(false);
  });
});
