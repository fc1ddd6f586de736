import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error';
import { errorKey } from '../member-page/member-page-rules';
import { DismissibleAlert } from '../ui/dismissible-alert';
import type { SendFailure } from './use-conversation';

/**
 * Why the last send was refused, in the member's language. Credits and the free
 * conversation limit offer buying credits (/credits, docs/product.md#chats).
 */
export function SendProblemAlert({ failure, onClose }: { failure: SendFailure; onClose: () => void }) {
  const { t } = useTranslation();
  const details = isApiError(failure.error) ? failure.error.details : undefined;
  const offer = failure.problem === 'credits' || failure.problem === 'premium';
  return (
    <DismissibleAlert
      variant={offer ? 'warning' : 'danger'}
      onClose={onClose}
      className="send-problem"
      testId={`send-problem-${failure.problem}`}
    >
      <span>{t(errorKey(failure.error), { ...details })}</span>
      {offer ? (
        <>
          {' '}
          <Link to="/credits" className="alert-link" data-testid="buy-credits">
            {t('chat.buy_credits')}
          </Link>
        </>
      ) : null}
    </DismissibleAlert>
  );
}
