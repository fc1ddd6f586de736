import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import { useTranslation } from 'react-i18next';
import { openSignupModal } from '../accounts/signup/signup-modal-store';
import { isApiError } from '../api/api-error';
import { memberCardQuery } from '../campaigns/member-card-query';
import { usePageTitle } from '../layout/use-page-title';
import { MemberCard } from '../members/member-card';
import { MemberCardSkeleton } from '../members/member-card-skeleton';
import { ApiErrorAlert } from '../ui/api-error-alert';
import { MemberLandingGone } from './member-landing-gone';
import { MemberLandingVideo } from './member-landing-video';
import type { MemberLandingVariant } from './member-landing-variants';
import './member-landing.scss';

interface Props {
  /** null when the address names no possible member. */
  memberId: number | null;
  variant: MemberLandingVariant;
}

/**
 * /members/{id}/landing, landing2, landing3 (docs/product.md#member-landings): the member an ad is
 * about and a call to chat that leads into the campaign signup (/members/{id}/signup). The ad's
 * tracking parameters were taken from the address when the site started, as on every page.
 */
export function MemberLandingPage({ memberId, variant }: Props) {
  const { t } = useTranslation();
  const card = useQuery({ ...memberCardQuery(memberId ?? 0), enabled: memberId !== null });
  const member = card.data;
  const vars = { name: member?.name ?? '', age: member?.age ?? '' };
  const texts = `member_landing.variants.${variant.texts}` as const;
  usePageTitle(member ? t(`${texts}.title`, vars) : undefined);

  if (memberId === null || (!member && isApiError(card.error) && card.error.code === 'member_not_found')) return <MemberLandingGone />;
  return (
    <div className={`member-landing member-landing--${variant.media}`} data-testid="member-landing" data-variant={variant.id}>
      <Container className="member-landing__inner">
        {card.error && !member ? (
          <ApiErrorAlert error={card.error} onRetry={() => void card.refetch()} />
        ) : (
          <div className="member-landing__grid">
            <div className="member-landing__media" role="group" aria-label={t('member_landing.card_label')}>
              {variant.media === 'video' && member ? <MemberLandingVideo member={member} /> : null}
              {member ? <MemberCard member={member} headingLevel={2} priority /> : <MemberCardSkeleton />}
            </div>
            <div className="member-landing__text">
              <p className="member-landing__eyebrow">{member ? t(`${texts}.eyebrow`) : '\u00a0'}</p>
              <h1 className="member-landing__title">{member ? t(`${texts}.title`, vars) : '\u00a0'}</h1>
              <p className="member-landing__lead">{member ? t(`${texts}.lead`, vars) : null}</p>
              {member ? (
                <Link
                  to="/members/$id/signup"
                  params={{ id: String(member.id) }}
                  className="btn btn-primary btn-lg member-landing__cta"
                  data-testid="member-landing-cta"
                >
                  {t(`${texts}.cta`, vars)}
                </Link>
              ) : null}
              <p className="member-landing__free">{t('member_landing.free')}</p>
              <Button variant="link" className="member-landing__others" onClick={openSignupModal}>
                {t('member_landing.others')}
              </Button>
            </div>
          </div>
        )}
      </Container>
    </div>
  );
}
