import type { MemberCard } from '@amoretto/shared';

/** Cards whose photos load at once: the first two rows of the phone layout's two columns. */
export const FIRST_PHOTOS = 4;

/**
 * Starts the first cards' photos as soon as the results are in, before React has drawn the
 * cards that ask for them: the first photo is the members page's largest paint.
 */
export function preloadFirstPhotos(profiles: readonly MemberCard[]): void {
  for (const profile of profiles.slice(0, FIRST_PHOTOS)) {
    const src = profile.main_image?.thumb_url;
    if (!src) continue;
    const image = new Image();
    image.fetchPriority = 'high';
    image.src = src;
  }
}
