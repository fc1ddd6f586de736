import { usePageTitle } from '../../layout/use-page-title';
import { FaqTeaser } from './faq-teaser';
import { HomeHero } from './home-hero';
import { HowItWorks } from './how-it-works';
import { PremiumBlock } from './premium-block';
import { SafetyPoints } from './safety-points';
import { useHomeTexts } from './use-home-texts';

/** The logged-out home. Sign-up and login calls to action join it with the accounts issue. */
export function HomePage() {
  // The headline is a complete title, brand included.
  usePageTitle(useHomeTexts().title, { full: true });
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
