import { useSettings } from '../site-settings/use-settings';

/** Heart mark plus the site name; the name comes from settings so each brand shows its own. */
export function Logo({ light = false }: { light?: boolean }) {
  const { name } = useSettings();
  return (
    <span className={`logo${light ? ' logo--light' : ''}`}>
      <svg className="logo__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" className="logo__tile" />
        <path
          d="M16 25s-8-4.8-8-10.6C8 11.2 10.3 9 13 9c1.35 0 2.35.6 3 1.6.65-1 1.65-1.6 3-1.6 2.7 0 5 2.2 5 5.4C24 20.2 16 25 16 25z"
          fill="#fff"
        />
      </svg>
      <span className="logo__text">{name}</span>
    </span>
  );
}
