import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../layout/use-page-title';
import { useSettings } from '../../site-settings/use-settings';
import { FaqTeaser } from './faq-teaser';
import { HomeHero } from './home-hero';
import { HowItWorks } from './how-it-works';
import { PremiumBlock } from './premium-block';
import { SafetyPoints } from './safety-points';

/** The logged-out home. Sign-up and login calls to action join it with the accounts issue. */
export function HomePage() {
  const { t } = useTranslation();
  const settings = useSettings();
  // index_title is the site's own complete title, brand included.
  usePageTitle(settings.index_title || t('pages.home'), { full: Boolean(settings.index_title) });
  return (
    <div className="home">
      <HomeHero />
      <HowItWorks />
      <PremiumBlock />
      <SafetyPoints />
      <FaqTeaser />
    </div>
  );
}
