import type { LanderVariant, MemberCard } from '@amoretto/shared';

/** What every lander section draws from: the variant's data and the members the endpoint answered (never empty). */
export interface LanderSectionProps {
  variant: LanderVariant;
  members: MemberCard[];
}
