// Cam-profile cards and live-cam teasers (docs/product.md#cams): partner profiles, never members.

/** `cam`: a live-cam performer; `resell`: a profile of a partner dating site. */
export const CAM_KINDS = ['cam', 'resell'] as const;
export type CamKind = (typeof CAM_KINDS)[number];

/** `GET /api/cams`: one card. */
export interface CamProfile {
  id: number;
  kind: CamKind;
  name: string;
  age: number;
  city: string;
  /** Under `/cdn/`, like members' photos. */
  photo_url: string;
  /** Live now (cams only). */
  live: boolean;
  /** Only on this site (cams only). */
  exclusive: boolean;
}

/** Empty when the site's `member_resell` setting is off. */
export interface CamsResponse {
  cams: CamProfile[];
}
