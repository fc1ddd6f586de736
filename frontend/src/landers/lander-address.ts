import { isLanderName, LANDERS, type LanderName } from '@amoretto/shared';

/**
 * The lander an address names, or null when there is none: an unknown name, or a slug on one of
 * the three landers the route table gives none. An unknown slug is still an address (its page
 * shows the default variant).
 */
export function landerAddress(lander: string, slug: string | undefined): { name: LanderName; slug: string | undefined } | null {
  if (!isLanderName(lander)) return null;
  if (slug !== undefined && !LANDERS[lander].takesSlug) return null;
  return { name: lander, slug };
}
