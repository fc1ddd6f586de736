// Load loops shared by the benchmarks that time request units (bench/search, bench/api).

/** The p-th percentile of ascending `sorted` (nearest rank), NaN when empty. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Rounded to two decimals, for the reports. */
export const r2 = (n) => Math.round(n * 100) / 100;

/**
 * Runs `unit` from `concurrency` loops for `seconds`; the latencies (ms) of the units that
 * finished within the window, and how many threw (the first three are passed to `log`).
 */
export async function drive(unit, concurrency, seconds, log) {
  const lat = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const loop = async () => {
    for (;;) {
      const t0 = performance.now();
      if (t0 >= end) return;
      try {
        await unit();
      } catch (e) {
        errors++;
        if (errors <= 3) log(`error: ${e.message}`);
      }
      const t1 = performance.now();
      if (t1 <= end) lat.push(t1 - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  return { lat, errors };
}
