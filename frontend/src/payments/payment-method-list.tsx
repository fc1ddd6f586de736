import type { PaymentMethod } from '@amoretto/shared';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { HrefLink } from './href-link';
import { methodTarget } from './start-payment-rules';

interface Props {
  packageId: number;
  /** The methods of the member's country, in the server's order. */
  methods: readonly PaymentMethod[];
  code: string | null;
  /** The method on screen now (the pay page), marked as current. */
  current?: PaymentMethod;
}

/** One button per method, each with its name in the member's language (no logos). */
export function PaymentMethodList({ packageId, methods, code, current }: Props) {
  const { t } = useTranslation();
  return (
    <ul className="method-list">
      {methods.map((method) => {
        const target = methodTarget({ packageId, method, code });
        const className = `method-button${method === current ? ' method-button--current' : ''}`;
        const label = t(`payment_methods.${method}`);
        return (
          <li key={method}>
            {target.kind === 'directdebit' ? (
              <HrefLink href={target.href} className={className} data-testid={`method-${method}`}>
                {label}
              </HrefLink>
            ) : (
              <Link
                to="/credits/$id/{-$paymentmethod}"
                params={target.params}
                search={target.search}
                className={className}
                aria-current={method === current ? 'page' : undefined}
                data-testid={`method-${method}`}
              >
                {label}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
