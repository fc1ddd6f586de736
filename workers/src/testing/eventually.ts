/**
 * Asks `probe` until `ok` holds of its answer or `timeoutMs` has passed, and answers the last
 * value, for the test's own assertion to judge (which then names what it got).
 */
export async function eventually<T>(probe: () => Promise<T> | T, ok: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
