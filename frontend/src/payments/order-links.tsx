import { useTranslation } from 'react-i18next';
import { HrefLink } from './href-link';

/** The member's earlier purchases and the one-click repeat of an order. */
export function OrderLinks() {
  const { t } = useTranslation();
  return (
    <p className="buying-page__more">
      <HrefLink href="/transactions" data-testid="transactions-link">
        {t('credits_page.transactions_link')}
      </HrefLink>
      <HrefLink href="/credits/repeat-order" data-testid="repeat-order-link">
        {t('credits_page.repeat_link')}
      </HrefLink>
    </p>
  );
}
