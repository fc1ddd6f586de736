import { Link } from '@tanstack/react-router';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import type { ProblemKind } from './direct-debit-rules';

interface Props {
  kind: ProblemKind;
  packageId: number | null;
  /** For the limit: what may still be paid by direct debit now, written as money (none: nothing). */
  available?: string | null;
}

/**
 * A refusal the form cannot fix (docs/product.md#direct-debit), with the ways on: another payment method for
 * the same package (blocked, limit, direct debit not offered), a cheaper package (the limit),
 * or back to the packages (the package is gone).
 */
export function DirectDebitProblem({ kind, packageId, available = null }: Props) {
  const { t } = useTranslation();
  const message = {
    blocked: t('errors.direct_debit_blocked'),
    limit: t('errors.direct_debit_limit_reached'),
    package: t('errors.package_not_found'),
    unavailable: t('errors.payment_method_unavailable'),
  }[kind];
  return (
    <Alert variant="danger" role="alert" data-testid={`dd-problem-${kind}`}>
      <p>{message}</p>
      {kind === 'limit' && available ? (
        <p data-testid="dd-limit-available">{t('direct_debit.limit_available', { amount: available })}</p>
      ) : null}
      <div className="payment-offer__actions">
        {kind !== 'package' && packageId !== null ? (
          <Link
            to="/credits/$id/{-$paymentmethod}"
            params={{ id: packageId, paymentmethod: undefined }}
            className="btn btn-primary"
            data-testid="dd-other-method"
          >
            {t('payment_page.choose_other_method')}
          </Link>
        ) : null}
        {kind === 'limit' || kind === 'package' ? (
          <Link to="/credits" className="btn btn-outline-primary" data-testid="dd-cheaper-package">
            {kind === 'limit' ? t('direct_debit.cheaper_package') : t('direct_debit.to_packages')}
          </Link>
        ) : null}
      </div>
    </Alert>
  );
}
