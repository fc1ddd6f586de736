export type SignupOpening = 'members' | 'route' | 'modal';

/** docs/product.md#screens (signup opening): members already have an account; phones get a full page, not a cramped modal. */
export function signupOpening({ loggedIn, isSmartphone }: { loggedIn: boolean; isSmartphone: boolean }): SignupOpening {
  if (loggedIn) return 'members';
  return isSmartphone ? 'route' : 'modal';
}

// Tablets are left out on purpose: iPad and Android tablets have room for the modal.
const PHONE_PATTERNS: readonly RegExp[] = [
  /iPhone|iPod/i,
  // Android phones say "Mobile"; Android tablets leave it out.
  /Android.*Mobile/i,
  /Windows Phone|IEMobile|BlackBerry|BB10|webOS|Opera Mini|Opera Mobi/i,
  // Firefox OS and other phones that only say "Mobile" in the platform part.
  /\(Mobile;/i,
];
const TABLET_PATTERN = /iPad|Tablet|Kindle|Silk|PlayBook/i;

/** User-agent sniffing is rough, but it is only used to choose between two ways of showing the same form. */
export function isSmartphone(userAgent: string): boolean {
  if (TABLET_PATTERN.test(userAgent)) return false;
  return PHONE_PATTERNS.some((pattern) => pattern.test(userAgent));
}

// The search rule is shared with the backend, which enforces it.
export { loggedOutSearchVisible } from '@amoretto/shared';
