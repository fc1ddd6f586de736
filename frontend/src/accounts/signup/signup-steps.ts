/** Signup steps 0–4 (docs/product.md#accounts), then /signup-matches and /complete-signup. */
export const SIGNUP_STEPS = ['account', 'photo', 'details', 'about', 'push'] as const;
export type SignupStepName = (typeof SIGNUP_STEPS)[number];
export const LAST_SIGNUP_STEP = SIGNUP_STEPS.length - 1;

/** A `?step=` value reduced to a real step number (0 when missing or out of range). */
export function parseSignupStep(value: unknown): number {
  const step = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isInteger(step) && step >= 0 && step <= LAST_SIGNUP_STEP ? step : 0;
}
