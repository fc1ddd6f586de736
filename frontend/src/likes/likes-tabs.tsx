import { LIKES_TYPES, type LikesType } from '@amoretto/shared';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CountBadge } from '../counters/count-badge';
import { useCounters } from '../counters/use-counters';

/**
 * The three lists as links (each tab is its own URL, so back/forward and sharing work);
 * the current one carries aria-current="page".
 */
export function LikesTabs({ current }: { current: LikesType }) {
  const { t } = useTranslation();
  const { newLikes } = useCounters();
  return (
    <nav aria-label={t('likes.tabs_label')} className="likes-tabs">
      <ul className="nav nav-pills">
        {LIKES_TYPES.map((type) => (
          <li className="nav-item" key={type}>
            <Link
              to="/likes/$type"
              params={{ type }}
              className={`nav-link${type === current ? ' active' : ''}`}
              aria-current={type === current ? 'page' : undefined}
              data-testid={`likes-tab-${type}`}
            >
              {t(`likes.tab_${type}`)}
              {type === 'received' ? (
                <CountBadge
                  count={newLikes}
                  label={t('nav.likes_badge', { number: newLikes })}
                  variant="primary"
                  testId="likes-tab-badge"
                />
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
