// @ts-check
// Command-line options of the benchmarks: `--name=value`.

/**
 * The value of `--name=…`, or `fallback`; a number when the fallback is one.
 * @param {string} name
 * @param {any} fallback
 * @returns {any}
 */
export function arg(name, fallback) {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  if (!hit) return fallback;
  const v = hit.slice(name.length + 3);
  return typeof fallback === 'number' ? Number(v) : v;
}
