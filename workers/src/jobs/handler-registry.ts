import { JOBS, type JobName } from '@amoretto/shared';

/** `key` identifies the job across re-runs (job-key.ts): what `runOnce` records its effect under. */
export interface JobContext {
  jobId: string;
  key: string;
  attempt: number;
}

export type Handler = (payload: unknown, context: JobContext) => Promise<void>;

export interface FoundHandler {
  name: string;
  owner: string;
  handler: Handler;
}

/**
 * Every job of the map needs exactly one handler, and no handler may name a job outside
 * the map; otherwise the workers refuse to start (a job with no handler would sit in
 * Redis forever, two handlers would race).
 */
export function buildHandlerMap(found: readonly FoundHandler[]): Map<JobName, Handler> {
  const byName = new Map<string, FoundHandler[]>();
  for (const item of found) byName.set(item.name, [...(byName.get(item.name) ?? []), item]);
  const problems: string[] = [];
  for (const name of Object.keys(JOBS) as JobName[]) {
    const handlers = byName.get(name) ?? [];
    if (handlers.length === 0) problems.push(`job "${name}" has no handler`);
    if (handlers.length > 1) problems.push(`job "${name}" has ${handlers.length} handlers (${handlers.map((h) => h.owner).join(', ')})`);
  }
  for (const name of byName.keys()) {
    if (!(name in JOBS)) problems.push(`handler for unknown job "${name}"`);
  }
  if (problems.length > 0) throw new Error(`Refusing to start: ${problems.join('; ')}`);
  return new Map([...byName].map(([name, [first]]) => [name as JobName, first!.handler]));
}
