import type { MemberCard } from '@amoretto/shared';

/**
 * Cards whose photos load at once and first: the first row of the phone layout's two columns, all a
 * phone shows of the results above the fold (below the page's heading and filters). The rest load
 * as they come near the screen, after these: four at once took the bandwidth the largest one needed.
 */
export const FIRST_PHOTOS = 2;

/**
 * Starts the first cards' photos as soon as the results are in, before React has drawn the
 * cards that ask for them: the first photo is the members page's largest paint. A preload link
 * rather than `new Image()`: an image element asks for its file later, outside this script, so
 * the request shows no script behind it and page-load analysis (Lighthouse) schedules it with the
 * document, ahead of the libraries that actually come first. The link is removed once the file is
 * in; the card's image takes it from the memory cache.
 */
export function preloadFirstPhotos(profiles: readonly MemberCard[]): void {
  for (const profile of profiles.slice(0, FIRST_PHOTOS)) {
    const href = profile.main_image?.thumb_url;
    if (!href) continue;
    const link = Object.assign(document.createElement('link'), { rel: 'preload', as: 'image', href, fetchPriority: 'high' });
    link.onload = link.onerror = () => link.remove();
    document.head.appendChild(link);
  }
}
