// The shared mail catcher's web API, and waiting on a condition, for the workers' fault tests.

export interface CaughtMail {
  id: string;
  subject: string;
  to: Array<{ address: string }>;
  headers: Record<string, string>;
}

/** Mails at the catcher whose subject carries `run` (each test run marks its own). */
export async function mailsOfRun(run: string): Promise<CaughtMail[]> {
  const res = await fetch(`${process.env.MAIL_WEB_URL}/api/email`);
  return ((await res.json()) as CaughtMail[]).filter((m) => m.subject.includes(run));
}

/** Takes a run's mails out of the catcher again (other test files share it). */
export async function deleteMailsOfRun(run: string): Promise<void> {
  for (const mail of await mailsOfRun(run)) await fetch(`${process.env.MAIL_WEB_URL}/api/email/${mail.id}`, { method: 'DELETE' });
}

/** Recipients that got more than one of a run's mails, as `address ×n`. */
export function doubled(mails: CaughtMail[]): string[] {
  const perRecipient = new Map<string, number>();
  for (const mail of mails) for (const { address } of mail.to) perRecipient.set(address, (perRecipient.get(address) ?? 0) + 1);
  return [...perRecipient].filter(([, n]) => n > 1).map(([address, n]) => `${address} ×${n}`);
}

/** Polls until `ok` holds; fails naming what it waited for. */
export async function until(what: string, ok: () => Promise<boolean> | boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await ok())) {
    if (Date.now() > deadline) throw new Error(`gave up after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Host and port of a `scheme://host:port` URL. */
export function target(url: string): { host: string; port: number } {
  const parsed = new URL(url);
  return { host: parsed.hostname, port: Number(parsed.port) };
}
