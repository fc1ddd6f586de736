import type { MemberCard, SearchResponse } from '@amoretto/shared';
import { withoutMember } from './member-left-rules';

const card = (id: number) => ({ id }) as MemberCard;

describe('withoutMember', () => {
  it('takes the member out of the results and the similar ones', () => {
    const data = { page: 1, profiles: [card(1), card(2)], similar: [card(2), card(3)], numResults: 2, next_cursor: null } as SearchResponse;
    expect(withoutMember(data, 2)).toMatchObject({ profiles: [card(1)], similar: [card(3)], numResults: 2 });
  });

  it('leaves an empty cache alone', () => {
    expect(withoutMember(undefined, 2)).toBeUndefined();
  });
});
