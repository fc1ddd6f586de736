import { useState, type CSSProperties } from 'react';
import { useOpeningPageDrawn } from '../ui/use-opening-page-drawn';

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
  // On the opening page, photos other than the first screenful's are asked for once it has drawn:
  // lazily loaded ones near the screen would otherwise leave in the frame before its largest paint.
  const asked = useOpeningPageDrawn() || priority;
  if (src && !failed) {
    return (
      <img
        src={asked ? src : undefined}
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
