import { blankBodyRefusal, ownProfileRefusal } from './send-checks';

describe('blankBodyRefusal', () => {
  it('refuses an empty or whitespace-only body as a validation error on body', () => {
    for (const body of ['', ' ', '\n\t  \r\n', '\u00a0']) {
      expect(blankBodyRefusal(body)).toEqual({ code: 'validation_failed', status: 400, fields: { body: ['isNotEmpty'] } });
    }
  });

  it('lets through any body with a visible character, surrounding whitespace included', () => {
    for (const body of ['x', '  ciao  ', '\n.\n', '0']) expect(blankBodyRefusal(body)).toBeNull();
  });
});

describe('ownProfileRefusal', () => {
  it('refuses a send to the sender itself', () => {
    expect(ownProfileRefusal(7, 7)).toEqual({ code: 'own_profile', status: 400 });
  });

  it('lets through a send to anyone else', () => {
    expect(ownProfileRefusal(7, 8)).toBeNull();
  });
});
