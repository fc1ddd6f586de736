import { CHAT_PAGE_SIZE, FREE_HISTORY_MESSAGES, type ChatMessagesQueryDto } from '@amoretto/shared';
import { messagesQueryConflict, messageWindow, type WindowFacts } from './message-window-rules';

/** Start and hasEarlier, the part most cases are about. */
const startOf = (query: ChatMessagesQueryDto, facts: WindowFacts) => {
  const { start, hasEarlier } = messageWindow(query, facts);
  return { start, hasEarlier };
};

describe('message window', () => {
  const paid = { lastSeq: 120, clearedSeq: 0, paid: true };

  it('starts after after_seq, or latest messages below the last seq', () => {
    expect(messageWindow({ after_seq: 37 }, paid)).toEqual({ start: 37, limit: CHAT_PAGE_SIZE, hasEarlier: true, olderHidden: false });
    expect(messageWindow({}, paid)).toEqual({ start: 0, limit: CHAT_PAGE_SIZE, hasEarlier: false, olderHidden: false });
    expect(messageWindow({ latest: 80 }, paid)).toEqual({ start: 40, limit: 80, hasEarlier: true, olderHidden: false });
  });

  it('pages by limit, else by latest', () => {
    expect(messageWindow({ latest: 10, limit: 4 }, paid).limit).toBe(4);
    expect(messageWindow({ latest: 10 }, paid).limit).toBe(10);
    expect(messageWindow({ after_seq: 3, limit: 7 }, paid).limit).toBe(7);
  });

  it('has nothing earlier when latest covers the whole conversation', () => {
    expect(startOf({ latest: 50 }, { ...paid, lastSeq: 50 })).toEqual({ start: 0, hasEarlier: false });
    expect(startOf({ latest: 50 }, { ...paid, lastSeq: 3 })).toEqual({ start: 0, hasEarlier: false });
    expect(startOf({ latest: 50 }, { ...paid, lastSeq: 0 })).toEqual({ start: 0, hasEarlier: false });
  });

  it("never starts below a free member's history limit", () => {
    const free = { lastSeq: 120, clearedSeq: 0, paid: false };
    const limit = 120 - FREE_HISTORY_MESSAGES;
    expect(messageWindow({ latest: 50 }, free)).toEqual({ start: limit, limit: 50, hasEarlier: false, olderHidden: true });
    expect(messageWindow({ latest: 5 }, free)).toEqual({ start: 115, limit: 5, hasEarlier: true, olderHidden: true });
    expect(startOf({ after_seq: 0 }, free)).toEqual({ start: limit, hasEarlier: false });
    // A short conversation is not cut.
    expect(messageWindow({ latest: 50 }, { ...free, lastSeq: 12 })).toEqual({ start: 0, limit: 50, hasEarlier: false, olderHidden: false });
  });

  it("never starts below the viewer's removal of the chat", () => {
    const cleared = { lastSeq: 120, clearedSeq: 100, paid: true };
    expect(startOf({ latest: 50 }, cleared)).toEqual({ start: 100, hasEarlier: false });
    expect(startOf({ latest: 10 }, cleared)).toEqual({ start: 110, hasEarlier: true });
    // Removed after the last message: nothing to show.
    expect(startOf({ latest: 50 }, { ...cleared, clearedSeq: 120 })).toEqual({ start: 120, hasEarlier: false });
    // A removal above the history limit: the removal is the floor, the limit hides nothing more.
    expect(messageWindow({ latest: 50 }, { ...cleared, paid: false })).toEqual({
      start: 100,
      limit: 50,
      hasEarlier: false,
      olderHidden: false,
    });
  });

  it('refuses after_seq together with latest', () => {
    expect(messagesQueryConflict({ after_seq: 0, latest: 50 })).toBe(true);
    expect(messagesQueryConflict({ latest: 50 })).toBe(false);
    expect(messagesQueryConflict({ after_seq: 3 })).toBe(false);
  });
});
