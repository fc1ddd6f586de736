import type { CamKind, CamProfile } from '@amoretto/shared';

export interface CamRow {
  id: number;
  kind: CamKind;
  name: string;
  age: number;
  city: string;
  photo_filename: string;
  live: boolean;
  exclusive: boolean;
}

/**
 * docs/product.md#cams: partner cards only where the site's `member_resell` allows them; the
 * "live now" and "exclusive" labels belong to cams (a resell profile is neither).
 */
export function camCards(memberResell: boolean, rows: readonly CamRow[], cdnPrefix: string): CamProfile[] {
  if (!memberResell) return [];
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    name: row.name,
    age: row.age,
    city: row.city,
    photo_url: `${cdnPrefix}/${row.photo_filename}`,
    live: row.kind === 'cam' && row.live,
    exclusive: row.kind === 'cam' && row.exclusive,
  }));
}
