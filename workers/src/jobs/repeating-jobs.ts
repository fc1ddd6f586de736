import type { JobName, JobOf } from '@amoretto/shared';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The jobs that take no payload: only those can repeat. */
type PayloadFreeJob = { [K in JobName]: JobOf<K> extends Record<string, never> ? K : never }[JobName];

/** A job the workers run on a schedule rather than because something happened. */
export interface RepeatingJob {
  name: PayloadFreeJob;
  everyMs: number;
  /** How many finished runs BullMQ keeps for the dashboard. */
  keepCompleted: number;
  keepFailed: number;
}

/**
 * The schedules, as data (repeating-jobs.scheduler.ts keeps them in BullMQ). Each job is safe to
 * run twice or in two workers at once: its own records make a second run do nothing.
 */
export const REPEATING_JOBS: readonly RepeatingJob[] = [
  // Deletes outbox rows relayed long ago and old job records (docs/product.md#notifications).
  { name: 'outbox.prune', everyMs: HOUR_MS, keepCompleted: 48, keepFailed: 100 },
  // Catches a deleted account whose delayed purge job was lost, so no account keeps its personal
  // data past the window (docs/product.md#leaving).
  { name: 'account.purge-sweep', everyMs: DAY_MS, keepCompleted: 30, keepFailed: 100 },
  // Members whose messages waited over a day; each gets at most one digest a day.
  { name: 'mail.unread-digest', everyMs: HOUR_MS, keepCompleted: 48, keepFailed: 200 },
  // Members away for a week (reminder-rules.ts); each gets at most one in two weeks.
  { name: 'mail.reminders', everyMs: DAY_MS, keepCompleted: 30, keepFailed: 100 },
];
