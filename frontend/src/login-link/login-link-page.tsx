import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error';
import { redeemLoginLink } from '../api/login-link-api';
import { MEMBER_DATA_KEYS, queryKeys } from '../api/query-keys';
import { NarrowPage } from '../accounts/common/narrow-page';
import { usePageTitle } from '../layout/use-page-title';
import { ApiErrorAlert } from '../ui/api-error-alert';
import { LoginLinkInvalid } from './login-link-invalid';

/**
 * The `{token}` route (docs/product.md#login-links): a one-time login link from a mail. The token
 * is exchanged only when the member presses the button (a mail scanner that opens the page uses
 * nothing up), for an ordinary session cookie; then the page leaves for /members, replacing its
 * own address so the token stays in no history entry.
 */
export function LoginLinkPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const redeem = useMutation({
    mutationFn: () => redeemLoginLink(token),
    onSuccess: (user) => {
      // Another member's cached data must never show for this one.
      for (const queryKey of MEMBER_DATA_KEYS) queryClient.removeQueries({ queryKey });
      queryClient.setQueryData(queryKeys.user, user);
      void navigate({ to: '/members', replace: true });
    },
  });
  const invalid = isApiError(redeem.error) && redeem.error.code === 'link_invalid';
  usePageTitle(invalid ? t('login_link.invalid_title') : t('login_link.title'));

  if (invalid) return <LoginLinkInvalid />;
  return (
    <NarrowPage title={t('login_link.title')} intro={<p>{t('login_link.intro')}</p>}>
      <ApiErrorAlert error={redeem.error} />
      <Button
        variant="primary"
        size="lg"
        className="w-100"
        disabled={redeem.isPending || redeem.isSuccess}
        onClick={() => redeem.mutate()}
        data-testid="login-link-button"
      >
        {t('login_link.button')}
      </Button>
    </NarrowPage>
  );
}
