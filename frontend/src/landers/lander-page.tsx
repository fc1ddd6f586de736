import { resolveLander, type LanderName } from '@amoretto/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../layout/use-page-title';
import { useSettings } from '../site-settings/use-settings';
import { ApiErrorAlert } from '../ui/api-error-alert';
import { landerCardsQuery } from './lander-cards-query';
import { LanderEmpty } from './lander-empty';
import { LanderHero } from './lander-hero';
import { LanderSection } from './lander-section';
import './landers.scss';

/**
 * A campaign lander (docs/product.md#landers): the variant the slug selects from the landers
 * table, real members of the visitor's country, and the signup at the end.
 */
export function LanderPage({ name, slug }: { name: LanderName; slug?: string }) {
  const { t } = useTranslation();
  const { definition, variant, variantKey } = resolveLander(name, slug);
  const country = useSettings().geoip_selected_country;
  const cards = useQuery(landerCardsQuery(country, variant, definition.cards));
  usePageTitle(t(`landers.copy.${variant.copy}.title`));

  let body;
  if (cards.data && cards.data.length > 0) body = <LanderSection section={definition.section} variant={variant} members={cards.data} />;
  else
    body = (
      <div className="container lander-state">
        <LanderHero variant={variant} className="text-center mx-auto" />
        {cards.isPending ? (
          <div className="text-center py-4" role="status">
            <span className="spinner-border text-primary" aria-hidden="true" />
            <span className="visually-hidden">{t('common.loading')}</span>
          </div>
        ) : null}
        {cards.isError ? <ApiErrorAlert error={cards.error} onRetry={() => void cards.refetch()} retrying={cards.isFetching} /> : null}
        {cards.data ? <LanderEmpty variant={variant} /> : null}
      </div>
    );
  return (
    <div
      className={`lander lander--${name} lander--${definition.theme}`}
      data-testid="lander"
      data-lander={name}
      data-variant={variantKey}
      data-gender={variant.gender}
    >
      {body}
    </div>
  );
}
