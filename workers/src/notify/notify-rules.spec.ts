import { PUSH_REPEAT_MS } from '@amoretto/shared';
import type { Presence } from '@amoretto/shared/node';
import { likesMailSince, messagePreview, shouldMail, shouldPush, type MessageNotifyFacts } from './notify-rules';
import type { ConversationNotifyState } from './notify.repository';

const NOW = 1_800_000_000_000;
const away: Presence = { online: false, visible: false, lastSeenAt: NOW - 3_600_000, lastVisibleAt: NOW - 3_600_000 };
const fresh: ConversationNotifyState = { pushed_at: null, pushed_seq: null, mailed_at: null, mailed_seq: null };
const facts = (over: Partial<MessageNotifyFacts> = {}): MessageNotifyFacts => ({ presence: away, seq: 6, readSeq: 4, now: NOW, ...over });
const pushedAgo = (ms: number, seq = 5): ConversationNotifyState => ({ ...fresh, pushed_at: new Date(NOW - ms), pushed_seq: seq });
const mailedAgo = (ms: number, seq = 5): ConversationNotifyState => ({ ...fresh, mailed_at: new Date(NOW - ms), mailed_seq: seq });

describe('shouldPush', () => {
  it('pushes the first unread message to a member without a visible page', () => {
    expect(shouldPush(fresh, facts())).toBe(true);
    expect(shouldPush(fresh, facts({ presence: { ...away, online: true, lastSeenAt: NOW } }))).toBe(true);
  });

  it('does not push to a member looking at the site, or about a message already read', () => {
    expect(shouldPush(fresh, facts({ presence: { ...away, online: true, visible: true } }))).toBe(false);
    expect(shouldPush(fresh, facts({ readSeq: 6 }))).toBe(false);
  });

  it('pushes a conversation once until the member came back or the repeat time passed', () => {
    expect(shouldPush(pushedAgo(60_000), facts())).toBe(false);
    expect(shouldPush(pushedAgo(PUSH_REPEAT_MS), facts())).toBe(true);
    expect(shouldPush(pushedAgo(60_000), facts({ presence: { ...away, lastVisibleAt: NOW - 30_000 } }))).toBe(true);
    expect(shouldPush(pushedAgo(60_000), facts({ readSeq: 5 }))).toBe(true);
  });

  it('does not count a hidden tab as coming back', () => {
    expect(shouldPush(pushedAgo(60_000), facts({ presence: { ...away, online: true, lastSeenAt: NOW } }))).toBe(false);
  });
});

describe('shouldMail', () => {
  it('mails the first unread message to a member without any socket', () => {
    expect(shouldMail(fresh, facts())).toBe(true);
  });

  it('does not mail a member with a socket, even a hidden one, nor about a read message', () => {
    expect(shouldMail(fresh, facts({ presence: { ...away, online: true } }))).toBe(false);
    expect(shouldMail(fresh, facts({ readSeq: 6 }))).toBe(false);
  });

  it('mails a conversation once until the member has been back, however long ago', () => {
    expect(shouldMail(mailedAgo(60_000), facts())).toBe(false);
    expect(shouldMail(mailedAgo(30 * 24 * 3_600_000), facts({ presence: { ...away, lastSeenAt: null, lastVisibleAt: null } }))).toBe(false);
    expect(shouldMail(mailedAgo(60_000), facts({ presence: { ...away, lastSeenAt: NOW - 10_000 } }))).toBe(true);
    expect(shouldMail(mailedAgo(60_000), facts({ readSeq: 5 }))).toBe(true);
  });
});

describe('messagePreview', () => {
  it('keeps a short text, folding line breaks and runs of spaces', () => {
    expect(messagePreview('  Ciao!\n\nCome   stai? ')).toBe('Ciao! Come stai?');
  });

  it('cuts a long text with an ellipsis, never through an emoji', () => {
    const preview = messagePreview(`${'a'.repeat(78)}😀😀😀`, 80);
    expect([...preview]).toHaveLength(80);
    expect(preview.endsWith('😀…')).toBe(true);
  });
});

describe('likesMailSince', () => {
  it('takes the later of the last likes mail and the last visit, or everything when neither is known', () => {
    expect(likesMailSince(null, null)).toBeNull();
    expect(likesMailSince(new Date(NOW - 10), null)).toEqual(new Date(NOW - 10));
    expect(likesMailSince(new Date(NOW - 10), NOW - 5)).toEqual(new Date(NOW - 5));
    expect(likesMailSince(null, NOW - 5)).toEqual(new Date(NOW - 5));
  });
});
