/**
 * Fastify's trustProxy from TRUST_PROXY: nothing (empty or 0), a number of proxy hops in
 * front of the backend, or a list of proxy addresses and subnets.
 */
export function trustProxySetting(value: string): false | number | string[] {
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) > 0 ? Number(trimmed) : false;
  const addresses = trimmed
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return addresses.length > 0 ? addresses : false;
}
