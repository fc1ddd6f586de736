import { complaintBody, complaintProblems, type ComplaintFormValues } from './complaint-form-rules';

const valid: ComplaintFormValues = {
  topic: 'payment',
  text: 'I was charged twice.',
  email: 'me@example.com',
  memberId: '',
  conversationId: '',
};

describe('complaintProblems', () => {
  it('finds nothing wrong with a complete form', () => {
    expect(complaintProblems(valid, true)).toEqual({});
  });

  it('asks for a topic, enough text and an address from a visitor', () => {
    expect(complaintProblems({ ...valid, topic: '', text: ' short   ', email: '' }, true)).toEqual({
      topic: 'topic_required',
      text: 'text_short',
      email: 'email_required',
    });
    expect(complaintProblems({ ...valid, email: 'nope' }, true)).toEqual({ email: 'email_invalid' });
  });

  it('does not ask a logged-in member for an address', () => {
    expect(complaintProblems({ ...valid, email: '' }, false)).toEqual({});
  });

  it('accepts empty or whole-number ids only', () => {
    expect(complaintProblems({ ...valid, memberId: ' 12 ', conversationId: '' }, true)).toEqual({});
    expect(complaintProblems({ ...valid, memberId: '0', conversationId: '1.5' }, true)).toEqual({
      member_id: 'number_invalid',
      conversation_id: 'number_invalid',
    });
  });

  it('refuses a text over the limit', () => {
    expect(complaintProblems({ ...valid, text: 'x'.repeat(4001) }, true)).toEqual({ text: 'text_long' });
  });
});

describe('complaintBody', () => {
  it('sends trimmed values, ids as numbers, and the address only for a visitor', () => {
    expect(complaintBody({ ...valid, text: '  hello there  ', memberId: '7', conversationId: '' }, true)).toEqual({
      topic: 'payment',
      text: 'hello there',
      email: 'me@example.com',
      member_id: 7,
    });
    expect(complaintBody({ ...valid, conversationId: '9' }, false)).toEqual({
      topic: 'payment',
      text: 'I was charged twice.',
      conversation_id: 9,
    });
  });
});
