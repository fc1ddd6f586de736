import { tooDeepAt } from './input-depth';

const nested = (levels: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < levels; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
};

describe('tooDeepAt', () => {
  it('lets input up to the limit through and names the top-level key of what goes deeper', () => {
    expect(tooDeepAt({ subscription: { keys: { auth: 'x' } } }, 3)).toBeUndefined();
    expect(tooDeepAt({ ok: 1, deep: nested(3) }, 3)).toBe('deep');
    expect(tooDeepAt([nested(1), nested(5)], 3)).toBe('1');
    expect(tooDeepAt(nested(2), 1)).toBe('0');
    expect(tooDeepAt({}, 0)).toBe('');
    expect(tooDeepAt('text', 0)).toBeUndefined();
  });

  it('checks input far deeper than the stack would allow a recursive walk', () => {
    const text = `{"profile_id":${'['.repeat(200_000)}${']'.repeat(200_000)}}`;
    expect(tooDeepAt(JSON.parse(text) as unknown)).toBe('profile_id');
  });
});
