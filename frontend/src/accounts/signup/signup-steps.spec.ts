import { LAST_SIGNUP_STEP, parseSignupStep } from './signup-steps';

describe('parseSignupStep', () => {
  it('accepts the five steps as numbers or strings', () => {
    expect(parseSignupStep(2)).toBe(2);
    expect(parseSignupStep('4')).toBe(4);
    expect(LAST_SIGNUP_STEP).toBe(4);
  });

  it('falls back to the first step for anything else', () => {
    for (const bad of [undefined, null, -1, 5, 1.5, 'photo', '']) expect(parseSignupStep(bad)).toBe(0);
  });
});
