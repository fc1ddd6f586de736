// @ts-check
// The rollout benchmark's figures per rolled gateway, from the load processes' outages.

/** @param {number[]} sorted @param {number} p */
export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** @param {number[]} values */
function spread(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? null };
}

/**
 * @param {Array<{ gateway: number, sockets: number, sigtermAt: number, exitedAt: number, readyAt: number, listenOverflows: number }>} rolls
 * @param {Array<{ from: number, closedAt: number, backAt?: number, to?: number, tries: number, refused?: string, caughtUpAt?: number, errors?: Record<string, number> }>} outages
 *   every reconnect of every member (wall-clock ms), `from` a gateway index (0-based)
 */
export function summarizeRolls(rolls, outages) {
  return rolls.map((roll) => {
    // The sockets this gateway closed while it drained (or that dropped when it exited).
    const mine = outages.filter((o) => o.from === roll.gateway - 1 && o.closedAt >= roll.sigtermAt && o.closedAt <= roll.exitedAt + 1000);
    const back = mine.filter((o) => o.backAt !== undefined);
    const caughtUp = back.filter((o) => o.caughtUpAt !== undefined);
    const tries = {};
    for (const o of back) tries[o.tries] = (tries[o.tries] ?? 0) + 1;
    const errors = {};
    for (const o of mine) for (const [k, v] of Object.entries(o.errors ?? {})) errors[k] = (errors[k] ?? 0) + v;
    const to = {};
    for (const o of back) to[(o.to ?? -1) + 1] = (to[(o.to ?? -1) + 1] ?? 0) + 1;
    const round = (/** @type {number | null} */ n) => (n === null ? null : Math.round(n));
    const ms = (/** @type {{ p50: number | null, p99: number | null, max: number | null }} */ s) => ({
      p50: round(s.p50),
      p99: round(s.p99),
      max: round(s.max),
    });
    return {
      gateway: roll.gateway,
      socketsAtSigterm: roll.sockets,
      closed: mine.length,
      back: back.length,
      notBack: mine.length - back.length,
      refused: mine.filter((o) => o.refused).length,
      exitMs: roll.exitedAt - roll.sigtermAt,
      // Connections the kernel dropped on full accept queues from SIGTERM to the end of the pause (machine-wide).
      listenOverflows: roll.listenOverflows,
      replacementReadyMs: roll.readyAt - roll.sigtermAt,
      // From SIGTERM: when the gateway closed the socket, when it was connected again elsewhere.
      closedMs: ms(spread(mine.map((o) => o.closedAt - roll.sigtermAt))),
      backMs: ms(spread(back.map((o) => /** @type {number} */ (o.backAt) - roll.sigtermAt))),
      // From the reconnect to the end of the catch-up by seq.
      catchUpMs: ms(spread(caughtUp.map((o) => /** @type {number} */ (o.caughtUpAt) - /** @type {number} */ (o.backAt)))),
      connectAttempts: tries,
      reconnectedTo: to,
      failedAttempts: errors,
    };
  });
}
