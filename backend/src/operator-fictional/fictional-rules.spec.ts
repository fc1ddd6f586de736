import { answerRefusal, isWaiting, toAgentProfile, toNoteView, toQueueItem } from './fictional-rules';
import type { FictionalPairRow } from './fictional.repository';

const pair = (changes: Partial<FictionalPairRow> = {}): FictionalPairRow => ({
  conversation_id: 7,
  fictional_id: 1,
  member_id: 2,
  last_sender_id: 2,
  member_has_written: true,
  ...changes,
});

describe('fictional-rules', () => {
  it('lets an agent answer only a conversation of a fictional profile whose member wrote', () => {
    expect(answerRefusal(pair())).toBeNull();
    // An answer after an answer is fine: the member wrote at some point.
    expect(answerRefusal(pair({ last_sender_id: 1 }))).toBeNull();
    expect(answerRefusal(pair({ member_has_written: false }))).toEqual({ code: 'fictional_cannot_start', status: 403 });
    expect(answerRefusal(null)).toEqual({ code: 'conversation_not_found', status: 404 });
  });

  it('calls a conversation waiting while its member wrote last', () => {
    expect(isWaiting(pair())).toBe(true);
    expect(isWaiting(pair({ last_sender_id: 1 }))).toBe(false);
    expect(isWaiting(pair({ last_sender_id: null }))).toBe(false);
  });

  it('shows an agent the profile without anything about money or contact', () => {
    const view = toAgentProfile(
      {
        id: 2,
        name: 'Daan',
        date_of_birth: '1990-06-15',
        gender: 'male',
        country: 'NL',
        city: 'Utrecht',
        about_me: null,
        fictional: false,
        language: 'nl',
        signup_date: new Date('2026-01-01T10:00:00Z'),
        thumb_filename: 'abc_t.jpg',
      },
      new Date('2026-06-14T12:00:00Z'),
    );
    expect(view).toEqual({
      id: 2,
      name: 'Daan',
      age: 35,
      gender: 'male',
      country: 'NL',
      city: 'Utrecht',
      about_me: null,
      fictional: false,
      language: 'nl',
      signup_date: '2026-01-01T10:00:00.000Z',
      photo_thumb_url: '/cdn/abc_t.jpg',
    });
  });

  it('maps a queue row and a missing note', () => {
    expect(
      toQueueItem({
        conversation_id: 7,
        fictional_id: 1,
        fictional_name: 'Fiona',
        member_id: 2,
        member_name: 'Daan',
        member_country: 'NL',
        waiting_since: new Date('2026-01-01T10:00:00Z'),
        waiting_messages: 3,
        last_body: 'Hi?',
        total: 9,
      }),
    ).toEqual({
      conversation_id: 7,
      fictional: { id: 1, name: 'Fiona' },
      member: { id: 2, name: 'Daan', country: 'NL' },
      waiting_since: '2026-01-01T10:00:00.000Z',
      waiting_messages: 3,
      last_body: 'Hi?',
    });
    expect(toNoteView(null)).toEqual({ text: '', updated_at: null, updated_by: null });
  });
});
