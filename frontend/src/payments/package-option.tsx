import type { AppliedDiscount, CreditPackageView } from '@amoretto/shared';
import { PackageCardBody } from './package-card-body';

interface Props {
  pkg: CreditPackageView;
  discount: AppliedDiscount | null;
  selected: boolean;
  onSelect: (id: number) => void;
}

/** A package to choose on /credits: a radio button dressed as a card (arrow keys move between them). */
export function PackageOption({ pkg, discount, selected, onSelect }: Props) {
  const classes = [
    'package-card',
    'package-card--option',
    pkg.popular ? 'package-card--popular' : '',
    selected ? 'package-card--selected' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <label className={classes} data-testid={`package-${pkg.tier}`}>
      <input
        type="radio"
        name="credit-package"
        className="package-card__radio"
        value={pkg.id}
        checked={selected}
        onChange={() => onSelect(pkg.id)}
      />
      <PackageCardBody pkg={pkg} discount={discount} />
    </label>
  );
}
