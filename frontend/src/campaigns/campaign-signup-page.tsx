import { useQuery } from '@tanstack/react-query';
import Container from 'react-bootstrap/Container';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error';
import { usePageTitle } from '../layout/use-page-title';
import { ApiErrorAlert } from '../ui/api-error-alert';
import { CampaignFlow } from './campaign-flow';
import { CampaignMember } from './campaign-member';
import { CampaignMemberGone } from './campaign-member-gone';
import { memberCardQuery } from './member-card-query';
import '../accounts/accounts.scss';
import './campaign.scss';

interface Props {
  /** null when the address names no possible member. */
  memberId: number | null;
  /** Everything done: on to the member's page, logged in. */
  onFinish: () => void;
}

/** /members/{id}/signup: a visitor from an ad for one member signs up in one go (docs/product.md#campaigns). */
export function CampaignSignupPage({ memberId, onFinish }: Props) {
  const { t } = useTranslation();
  const card = useQuery({ ...memberCardQuery(memberId ?? 0), enabled: memberId !== null });
  const name = card.data?.name ?? '';
  usePageTitle(name ? t('campaign.title', { name }) : t('signup.title'));

  // Once shown, the card stays: a later failed check belongs to the steps, not the page.
  const gone = memberId === null || (!card.data && isApiError(card.error) && card.error.code === 'member_not_found');
  if (gone) return <CampaignMemberGone />;
  return (
    <Container className="campaign-page">
      <div className="signup-page__card">
        <h1 className="signup-page__title">{name ? t('campaign.title', { name }) : t('signup.title')}</h1>
        {card.error && !card.data ? (
          <ApiErrorAlert error={card.error} onRetry={() => void card.refetch()} />
        ) : (
          <CampaignFlow memberId={memberId} name={name} onFinish={onFinish}>
            <CampaignMember member={card.data} />
          </CampaignFlow>
        )}
      </div>
    </Container>
  );
}
