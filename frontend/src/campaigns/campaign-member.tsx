import type { MemberCard as MemberCardData } from '@amoretto/shared';
import { useTranslation } from 'react-i18next';
import { MemberCard } from '../members/member-card';
import { MemberCardSkeleton } from '../members/member-card-skeleton';

/** The member the ad was about, while the visitor signs up to meet them. */
export function CampaignMember({ member }: { member: MemberCardData | undefined }) {
  const { t } = useTranslation();
  return (
    <div className="campaign-member" role="group" aria-label={t('campaign.card_label')}>
      {member ? <MemberCard member={member} headingLevel={2} /> : <MemberCardSkeleton />}
    </div>
  );
}
