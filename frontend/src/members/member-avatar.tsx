import { useState, type CSSProperties } from 'react';

/**
 * A photo, or the first letter of the name on a colour picked from the name (stable per
 * member). A photo that fails to load falls back to the letter rather than a broken icon.
 */
export function MemberAvatar({
  name,
  src,
  className = '',
  priority = false,
}: {
  name: string;
  src: string | null;
  className?: string;
  /** In the first screenful (e.g. the first search results): fetched at once and first, not lazily. */
  priority?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  if (src && !failed) {
    return (
      <img
        src={src}
        alt=""
        className={`member-avatar member-avatar--photo ${className}`}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        // The first screenful's photos are drawn in the same frame as their cards (their files are
        // usually in already, preloaded), not a frame later: the first is the page's largest paint.
        decoding={priority ? 'sync' : 'async'}
        onError={() => setFailed(true)}
      />
    );
  }
  const hue = [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 360;
  return (
    <span
      className={`member-avatar member-avatar--initial ${className}`}
      style={{ '--avatar-hue': hue } as CSSProperties}
      aria-hidden="true"
    >
      {name.trim().charAt(0).toLocaleUpperCase() || '?'}
    </span>
  );
}
