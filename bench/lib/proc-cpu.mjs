// CPU time of processes, read from /proc (read only: nothing here signals a process).
import { readdirSync, readFileSync } from 'node:fs';

const CLK_TCK = 100;
/** User + system CPU ms from the text of `/proc/<pid>/stat` (the command name may contain ") "). */
export function statCpuMs(stat) {
  const f = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
  return ((Number(f[11]) + Number(f[12])) * 1000) / CLK_TCK;
}
/** User + system CPU time of a process in ms, from /proc (read only). */
export function cpuMs(pid) {
  try {
    return statCpuMs(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return NaN;
  }
}
/**
 * CPU time so far of every process on the machine except `exclude` (this run's own), with
 * its command name: whatever else shares the cores during a window (read only, from /proc).
 */
export function otherProcesses(exclude) {
  const out = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || exclude.has(Number(entry))) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      out.set(entry, { name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), ms: statCpuMs(stat) });
    } catch {
      // gone between the listing and the read
    }
  }
  return out;
}
/** CPU ms the other processes used between two snapshots, in all and by command name (largest first). */
export function otherDelta(before, after) {
  const byName = new Map();
  let ms = 0;
  for (const [pid, { name, ms: now }] of after) {
    const was = before.get(pid)?.ms ?? now; // a process started in between counts from the second snapshot
    if (now > was) {
      ms += now - was;
      byName.set(name, (byName.get(name) ?? 0) + now - was);
    }
  }
  const top = [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .filter(([, v]) => v >= 20);
  return { ms: Math.round(ms), top: top.map(([n, v]) => `${n} ${Math.round(v)}`).join(', ') };
}
