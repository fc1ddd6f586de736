import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { SendMessageDto } from './chats/chat-dto';
import { textFaults } from './no-nul';

describe('textFaults', () => {
  it('names every string and key with a NUL, at its path', () => {
    const value = {
      about_me: 'ok',
      city: 'Mi\u0000lano',
      interests: ['wine', 'hik\u0000ing'],
      nested: { 'a\u0000b': 'x', c: { d: '\u0000' } },
    };
    expect(textFaults(value)).toEqual({ city: ['noNul'], 'interests.1': ['noNul'], 'nested.a\u0000b': ['noNul'], 'nested.c.d': ['noNul'] });
  });

  it('names every string and key with a lone surrogate, and lets surrogate pairs through', () => {
    const value = {
      name: 'a\ud800b',
      tracking: { network: '\udc00', ref: 'x\ud800' },
      emoji: 'ciao 😘',
      ['k\udfff']: 1,
      pair: '\ud83d\ude18',
    };
    expect(textFaults(value)).toEqual({
      name: ['noLoneSurrogate'],
      'tracking.network': ['noLoneSurrogate'],
      'tracking.ref': ['noLoneSurrogate'],
      'k\udfff': ['noLoneSurrogate'],
    });
    // Two high surrogates in a row: the first is lone; a low one before its high one is lone too.
    expect(textFaults(['\ud800\ud800\udc00', '\udc00\ud800'])).toEqual({ 0: ['noLoneSurrogate'], 1: ['noLoneSurrogate'] });
  });

  it('prefixes with the parameter name, and finds nothing in clean or non-text values', () => {
    expect(textFaults('ab\u0000', 'token')).toEqual({ token: ['noNul'] });
    expect(textFaults({ a: 1, b: null, c: [true, 'ok'], d: new Date(0) })).toEqual({});
  });
});

describe('the message body', () => {
  const failed = (body: string) =>
    validateSync(plainToInstance(SendMessageDto, { profile_id: 2, client_id: '8f0c6b2e-6a4b-4c8e-9d2f-1a2b3c4d5e6f', body })).flatMap((e) =>
      Object.keys(e.constraints ?? {}),
    );

  it('refuses NUL and lone surrogates where no pipe runs (socket sends), and takes emoji', () => {
    expect(failed('ci\u0000ao')).toEqual(['noNul']);
    expect(failed('ciao \ud83d')).toEqual(['noLoneSurrogate']);
    expect(failed('ciao 😘')).toEqual([]);
  });
});
