import type { CSSProperties } from 'react';

/** A photo, or the first letter of the name on a colour picked from the name (stable per member). */
export function MemberAvatar({ name, src, className = '' }: { name: string; src: string | null; className?: string }) {
  if (src) return <img src={src} alt="" className={`member-avatar member-avatar--photo ${className}`} loading="lazy" decoding="async" />;
  const hue = [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 360;
  return (
    <span className={`member-avatar member-avatar--initial ${className}`} style={{ '--avatar-hue': hue } as CSSProperties} aria-hidden="true">
      {name.trim().charAt(0).toLocaleUpperCase() || '?'}
    </span>
  );
}
