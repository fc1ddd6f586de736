import { useDeferredValue } from 'react';
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
  // The hero first, on its own: it is the first screen and what a visitor reads first; the sections
  // below draw in the pass after (a deferred value starts false). Straight away when the address
  // points into them (/#how-it-works), so the page can scroll there.
  const below = useDeferredValue(true, window.location.hash !== '');
  return (
    <div className="home">
      <HomeHero />
      {below ? (
        <>
          <HowItWorks />
          <PremiumBlock />
          <SafetyPoints />
          <FaqTeaser />
        </>
      ) : null}
    </div>
  );
}
