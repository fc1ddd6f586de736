// When a stopping gateway closes each of its sockets (docs/product.md#realtime). Pure.

/**
 * Offsets (ms from the start of the drain) at which to close `count` sockets: one in each of
 * `count` equal slots of `spreadMs`, at a random point of its slot. The members' reconnects then
 * reach the other gateways evenly over the window instead of all in the same instant, and no
 * two sockets wait on the same moment by construction.
 */
export function drainOffsets(count: number, spreadMs: number, random: () => number = Math.random): number[] {
  if (count <= 0) return [];
  const slot = spreadMs / count;
  return Array.from({ length: count }, (_, i) => Math.floor((i + random()) * slot));
}
