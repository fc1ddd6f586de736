import { parsePollPayload } from './poll-payload';

describe('parsePollPayload', () => {
  it('reads members and card changes', () => {
    expect(parsePollPayload('3,12,c7,c40')).toEqual({ everyone: false, members: [3, 12], cards: [7, 40] });
    expect(parsePollPayload('c5')).toEqual({ everyone: false, members: [], cards: [5] });
  });

  it('takes `*`, an empty payload or anything it cannot read as a change for everyone', () => {
    for (const payload of ['*', '', undefined, '3,x', '3,,4', 'c', '12345678901']) {
      expect(parsePollPayload(payload)).toEqual({ everyone: true });
    }
  });
});
