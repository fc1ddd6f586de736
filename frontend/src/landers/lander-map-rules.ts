import type { MemberCard } from '@amoretto/shared';

export interface CityPin {
  city: string;
  members: MemberCard[];
}

/** The most cities the map shows. */
export const MAP_MAX_CITIES = 8;

/**
 * The members grouped by their city, the city with the most members first (then by name, so the
 * order is stable); members without a city are left out, as are cities beyond the map's room.
 */
export function cityPins(members: readonly MemberCard[], max = MAP_MAX_CITIES): CityPin[] {
  const byCity = new Map<string, MemberCard[]>();
  for (const member of members) {
    const city = member.city?.trim();
    if (!city) continue;
    byCity.set(city, [...(byCity.get(city) ?? []), member]);
  }
  return [...byCity.entries()]
    .map(([city, list]) => ({ city, members: list }))
    .sort((a, b) => b.members.length - a.members.length || a.city.localeCompare(b.city))
    .slice(0, max);
}
