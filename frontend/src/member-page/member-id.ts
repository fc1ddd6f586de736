/** A route's `$id` as a member id (a positive int4), or null when it cannot be one. */
export function parseMemberId(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}
