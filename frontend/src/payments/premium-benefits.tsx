import { FREE_CONVERSATIONS, PHOTO_LIMIT_FREE, PHOTO_LIMIT_PREMIUM } from '@amoretto/shared';
import { useTranslation } from 'react-i18next';

/** What premium gives (docs/product.md#who-may-do-what), for the premium and pricing pages. */
export function PremiumBenefits() {
  const { t } = useTranslation();
  const benefits = [
    t('pricing.benefit_photos'),
    t('pricing.benefit_upload', { premium: PHOTO_LIMIT_PREMIUM, free: PHOTO_LIMIT_FREE }),
    t('pricing.benefit_conversations', { free: FREE_CONVERSATIONS }),
    t('pricing.benefit_forever'),
  ];
  return (
    <ul className="premium-benefits">
      {benefits.map((benefit) => (
        <li key={benefit}>{benefit}</li>
      ))}
    </ul>
  );
}
