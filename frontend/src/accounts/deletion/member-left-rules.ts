import type { SearchResponse } from '@amoretto/shared';

/** A cached search answer without the member who left (results and similar ones); anything else as it was. */
export function withoutMember(data: SearchResponse | undefined, memberId: number): SearchResponse | undefined {
  if (!data || !Array.isArray(data.profiles)) return data;
  return {
    ...data,
    profiles: data.profiles.filter((m) => m.id !== memberId),
    similar: (data.similar ?? []).filter((m) => m.id !== memberId),
  };
}
