import type { AppliedDiscount, CreditPackageView } from '@amoretto/shared';
import type { ReactNode } from 'react';
import { PackageCardBody } from './package-card-body';

/** A package on the premium and pricing pages, with its call to action. */
export function PackageOffer({ pkg, discount, action }: { pkg: CreditPackageView; discount: AppliedDiscount | null; action: ReactNode }) {
  return (
    <article className={`package-card${pkg.popular ? ' package-card--popular' : ''}`} data-testid={`package-${pkg.tier}`}>
      <PackageCardBody pkg={pkg} discount={discount} />
      <span className="package-card__action">{action}</span>
    </article>
  );
}
