import type { OperatorRole } from '@amoretto/shared';
import { FICTIONAL_TEXTS } from './fictional/fictional-texts';
import { TRUST_TEXTS } from './trust/trust-texts';
import { MODERATION_TEXTS } from './moderation/moderation-texts';
import { CAMPAIGN_TEXTS } from './campaigns/campaign-texts';
import { SUPPORT_TEXTS } from './support/support-texts';

/** One work area of the console: a route of its own under /operator, for the roles named. */
export interface ConsoleArea {
  /** The area's route, e.g. `/operator/fictional`. */
  path: string;
  title: string;
  hint: string;
  roles: readonly OperatorRole[];
}

/** Who answers as fictional profiles (the API's guard names the same roles). */
export const FICTIONAL_ROLES: readonly OperatorRole[] = ['agent', 'admin'];
/** Who reads the trust rules and releases holds (the API's guard names the same roles). */
export const TRUST_ROLES: readonly OperatorRole[] = ['moderator', 'admin'];
/** Who reads support's member accounts (admins act on them; the API's guards name the same roles). */
export const SUPPORT_ROLES: readonly OperatorRole[] = ['admin', 'moderator'];
/** Who makes discount codes and sends campaign mails. */
export const CAMPAIGN_ROLES: readonly OperatorRole[] = ['admin'];

/**
 * The console's work areas, as data: the home lists those the operator's role may open, in
 * this order. An area adds itself here with its route.
 */
export const CONSOLE_AREAS: readonly ConsoleArea[] = [
  { path: '/operator/fictional', title: FICTIONAL_TEXTS.areaTitle, hint: FICTIONAL_TEXTS.areaHint, roles: FICTIONAL_ROLES },
  { path: '/operator/moderation', title: MODERATION_TEXTS.areaTitle, hint: MODERATION_TEXTS.areaHint, roles: ['moderator', 'admin'] },
  { path: '/operator/trust', title: TRUST_TEXTS.areaTitle, hint: TRUST_TEXTS.areaHint, roles: TRUST_ROLES },
  { path: '/operator/support', title: SUPPORT_TEXTS.areaTitle, hint: SUPPORT_TEXTS.areaHint, roles: SUPPORT_ROLES },
  { path: '/operator/campaigns', title: CAMPAIGN_TEXTS.areaTitle, hint: CAMPAIGN_TEXTS.areaHint, roles: CAMPAIGN_ROLES },
];

/** The areas an operator of `role` may open. */
export function areasFor(role: OperatorRole): ConsoleArea[] {
  return CONSOLE_AREAS.filter((area) => area.roles.includes(role));
}
