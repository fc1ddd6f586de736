import { functionSql } from '@amoretto/shared/db';
import { CARD_COLUMNS_ANY_STATUS } from '../members/member-card-sql';
import { CHAT_LIST_SQL } from '../chats/chats.repository';
import { likesListSql } from '../likes/likes.repository';

// poll_touch (shared/src/db/functions/poll_touch.sql) moves a member's audience only when one of the
// card columns it compares changed: a column the cards or list filters read of another member `u`
// and the comparison leaves out would leave partners with a stale card behind a 304.
describe('poll_touch', () => {
  const compared = (() => {
    const match = /\(n\.name[^)]*\)/.exec(functionSql('poll_touch'));
    if (!match) throw new Error('poll_touch compares no card columns');
    return new Set([...match[0].matchAll(/n\.(\w+)/g)].map((m) => m[1]));
  })();
  const otherMemberColumns = (sql: string) =>
    new Set([...sql.matchAll(/\bu\.(\w+)/g)].map((m) => m[1]!).filter((column) => column !== 'id'));

  it('compares every users column a card or a polled list reads of another member', () => {
    const read = new Set([
      ...otherMemberColumns(CARD_COLUMNS_ANY_STATUS),
      ...otherMemberColumns(CHAT_LIST_SQL),
      ...(['received', 'sent', 'matches'] as const).flatMap((type) => [...otherMemberColumns(likesListSql(type))]),
    ]);
    expect(read.size).toBeGreaterThan(5);
    expect([...read].filter((column) => !compared.has(column))).toEqual([]);
  });
});
