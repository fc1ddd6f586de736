import type { LanderSection as LanderSectionName } from '@amoretto/shared';
import type { ComponentType } from 'react';
import { LanderCollage } from './lander-collage';
import { LanderFeed } from './lander-feed';
import { LanderGallery } from './lander-gallery';
import { LanderGrid } from './lander-grid';
import { LanderIcons } from './lander-icons';
import { LanderMap } from './lander-map';
import { LanderNight } from './lander-night';
import { LanderSlideshow } from './lander-slideshow';
import { LanderStrip } from './lander-strip';
import { LanderSwipe } from './lander-swipe';
import type { LanderSectionProps } from './lander-section-props';
import { LanderVideo } from './lander-video';

/** The component drawing each section of the landers table (shared/src/landers). */
const SECTIONS: Record<LanderSectionName, ComponentType<LanderSectionProps>> = {
  grid: LanderGrid,
  swipe: LanderSwipe,
  strip: LanderStrip,
  night: LanderNight,
  collage: LanderCollage,
  gallery: LanderGallery,
  icons: LanderIcons,
  map: LanderMap,
  feed: LanderFeed,
  slideshow: LanderSlideshow,
  video: LanderVideo,
};

export function LanderSection({ section, ...props }: LanderSectionProps & { section: LanderSectionName }) {
  const Section = SECTIONS[section];
  return <Section {...props} />;
}
