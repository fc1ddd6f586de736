import { signMailToken, tokenOfVerpAddress, verifyMailToken, verpAddress } from './mail-tokens';

const secret = 'a-test-secret-of-some-length';

describe('mail tokens', () => {
  it('verifies what it signed, in any case', () => {
    const token = signMailToken(secret, { userId: 42, type: 'new_messages' });
    expect(verifyMailToken(secret, token)).toEqual({ userId: 42, type: 'new_messages' });
    expect(verifyMailToken(secret, token.toUpperCase())).toEqual({ userId: 42, type: 'new_messages' });
  });

  it('refuses another member, another type, another key and garbage', () => {
    const token = signMailToken(secret, { userId: 42, type: 'like' });
    expect(verifyMailToken(secret, token.replace(/^42\./, '43.'))).toBeNull();
    expect(verifyMailToken(secret, token.replace('.like.', '.news.'))).toBeNull();
    expect(verifyMailToken('another-secret-entirely', token)).toBeNull();
    expect(verifyMailToken(secret, 'x')).toBeNull();
    expect(verifyMailToken(secret, `42.admin.${'0'.repeat(24)}`)).toBeNull();
  });

  it('puts the token in and reads it out of a VERP address', () => {
    const address = verpAddress('bounce@mail.amoretto.it', '42.like.abc');
    expect(address).toBe('bounce+42.like.abc@mail.amoretto.it');
    expect(tokenOfVerpAddress(`<${address}>`, 'bounce')).toBe('42.like.abc');
    expect(tokenOfVerpAddress('someone@example.com', 'bounce')).toBeNull();
  });
});
