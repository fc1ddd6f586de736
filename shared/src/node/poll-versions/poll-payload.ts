/** What one `poll` notification says changed: named members (and whose cards), or everyone. */
export type PollChange = { everyone: true } | { everyone: false; members: number[]; cards: number[] };

/** Reads poll_touch's payload: `12,14,c15` or `*`; anything else means everyone (never too few). */
export function parsePollPayload(payload: string | undefined): PollChange {
  if (!payload || payload === '*') return { everyone: true };
  const members: number[] = [];
  const cards: number[] = [];
  for (const part of payload.split(',')) {
    const card = part.startsWith('c');
    const digits = card ? part.slice(1) : part;
    if (!/^\d{1,10}$/.test(digits)) return { everyone: true };
    (card ? cards : members).push(Number(digits));
  }
  return { everyone: false, members, cards };
}
