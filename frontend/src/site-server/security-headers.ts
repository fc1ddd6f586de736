/**
 * The headers every page of the site carries, in the Vite preview server and in nginx
 * (deploy/nginx.conf repeats them; a test keeps the two equal). Scripts only from our own
 * origin and never inline, so an injected `<script>` cannot run; the site may not be
 * framed, so paid buttons cannot be clickjacked.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  // Photos from /cdn, previews of photos being sent (blob:) and inline SVG data images.
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  // Same-origin API calls and the Socket.IO websocket.
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  // For browsers that predate frame-ancestors.
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Location is asked for by the profile page itself; nothing else is ever used.
  'Permissions-Policy': 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self)',
};
