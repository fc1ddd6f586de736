import type { MemberCard } from '@amoretto/shared';
import { ageOn } from '../accounts/user-view';

/** The columns a card is built from (selected by member-card-sql.ts). */
export interface CardRow {
  id: number;
  name: string;
  date_of_birth: string;
  city: string | null;
  country: string;
  region: string | null;
  fictional: boolean;
  thumb: string | null;
}

export function toMemberCard(row: CardRow, cdnPrefix: string): MemberCard {
  return {
    id: row.id,
    name: row.name,
    age: ageOn(row.date_of_birth),
    city: row.city,
    country: row.country,
    region: row.region,
    fictional: row.fictional,
    main_image: row.thumb ? { thumb_url: `${cdnPrefix}/${row.thumb}` } : null,
  };
}
