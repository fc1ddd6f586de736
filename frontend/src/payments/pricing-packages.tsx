import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../ui/api-error-alert';
import { SignupButton } from '../accounts/signup/signup-button';
import { useAuth } from '../auth/use-auth';
import { PackageGridSkeleton } from './package-grid-skeleton';
import { PackageOffer } from './package-offer';
import { packagesQuery } from './payments-queries';

/**
 * The four packages as the server prices them for whoever looks: a member's discount
 * applied, list prices for a visitor. Members go on to /credits with the package chosen,
 * visitors to signup.
 */
export function PricingPackages() {
  const { t } = useTranslation();
  const { loggedIn } = useAuth();
  const packages = useQuery(packagesQuery(null));

  if (packages.isError)
    return <ApiErrorAlert error={packages.error} onRetry={() => void packages.refetch()} retrying={packages.isFetching} />;
  if (packages.isPending) return <PackageGridSkeleton />;
  const { discount } = packages.data;
  return (
    <section aria-label={t('pricing.packages_label')}>
      <div className="package-grid">
        {packages.data.packages.map((pkg) => (
          <PackageOffer
            key={pkg.id}
            pkg={pkg}
            discount={discount}
            action={
              loggedIn ? (
                <Link
                  to="/credits"
                  search={{ package: pkg.id }}
                  className={`btn w-100 ${pkg.popular ? 'btn-primary' : 'btn-outline-primary'}`}
                  data-testid={`buy-${pkg.tier}`}
                >
                  {t('pricing.buy')}
                </Link>
              ) : (
                <SignupButton className={`btn w-100 ${pkg.popular ? 'btn-primary' : 'btn-outline-primary'}`}>
                  {t('pricing.signup_to_buy')}
                </SignupButton>
              )
            }
          />
        ))}
      </div>
      {loggedIn ? null : (
        <p className="text-center mt-3 mb-0">
          {t('pricing.member_login')}{' '}
          <Link to="/login" search={{ redirect: '/credits' }}>
            {t('nav.login')}
          </Link>
        </p>
      )}
    </section>
  );
}
