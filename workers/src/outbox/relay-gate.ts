import type { JobName } from '@amoretto/shared';

/**
 * A look at a relay round's rows of one job before their jobs are made: a row whose job would do
 * nothing is marked relayed without a job. At chat's rate most messages go between members at
 * the site, and a BullMQ job each (made, fetched, run, removed) cost the workers more than
 * everything else they do, and queued the pushes to members away behind them.
 */
export interface RelayGate {
  readonly jobName: JobName;
  /**
   * For each payload, in order: whether its job is needed. Throwing leaves the whole round
   * unrelayed, to be looked at again: a row is never dropped without an answer.
   */
  needed(payloads: readonly Record<string, unknown>[]): Promise<boolean[]>;
}

/** The injection token of the relay's gates (a `RelayGate[]`). */
export const RELAY_GATES = Symbol('RELAY_GATES');
