/** Postgres's code for a transaction it aborted to break a deadlock; running it again is safe. */
export const DEADLOCK_DETECTED = '40P01';

export function isDeadlock(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === DEADLOCK_DETECTED;
}

/**
 * Runs a single-statement transaction again when Postgres chose it as a deadlock's victim
 * (it wrote nothing). Sends batched by a gateway hold several members' locks at once, so
 * a send can meet one in the other order.
 */
export async function retryOnDeadlock<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !isDeadlock(error)) throw error;
    }
  }
}
