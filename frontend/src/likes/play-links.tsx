import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/**
 * The swipe game and the match finder, offered where members look at who likes them: the menu
 * holds only the spec's four entries (docs/decisions.md, swipe game and match finder).
 */
export function PlayLinks() {
  const { t } = useTranslation();
  return (
    <nav className="play-links" aria-label={t('likes.play_label')}>
      <span className="play-links__label">{t('likes.play_label')}</span>
      <Link to="/swipe-game" className="btn btn-sm btn-outline-primary" data-testid="play-swipe-game">
        {t('likes.play_swipe')}
      </Link>
      <Link to="/match-finder" className="btn btn-sm btn-outline-primary" data-testid="play-match-finder">
        {t('likes.play_match_finder')}
      </Link>
    </nav>
  );
}
