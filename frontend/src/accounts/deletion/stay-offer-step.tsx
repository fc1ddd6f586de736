import { STAY_OFFER_DAYS } from '@amoretto/shared';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../ui/api-error-alert';
import { acceptStayOffer } from './account-deletion-api';

interface Props {
  percentage: number;
  /** The member declines: the deletion goes ahead. */
  onDecline: () => void;
  deleting: boolean;
}

/**
 * Before the deletion is final, the company's delete discount (docs/product.md#leaving): staying
 * gives the member their own code, and the credits page opens with it.
 */
export function StayOfferStep({ percentage, onDecline, deleting }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const accept = useMutation({
    mutationFn: acceptStayOffer,
    onSuccess: (offer) => navigate({ to: '/credits', search: { code: offer.code } }),
  });
  return (
    <div className="delete-account__offer" data-testid="stay-offer">
      <h3 className="h5" tabIndex={-1} data-step-heading>
        {t('account_deletion.offer_title', { percent: percentage })}
      </h3>
      <p>{t('account_deletion.offer_text', { percent: percentage, days: STAY_OFFER_DAYS })}</p>
      <ApiErrorAlert error={accept.error} />
      <div className="d-flex flex-wrap gap-2">
        <Button variant="primary" disabled={accept.isPending || deleting} onClick={() => accept.mutate()}>
          {t('account_deletion.offer_accept', { percent: percentage })}
        </Button>
        <Button variant="outline-danger" disabled={accept.isPending || deleting} onClick={onDecline}>
          {t('account_deletion.offer_decline')}
        </Button>
      </div>
    </div>
  );
}
