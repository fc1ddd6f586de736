import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { storeLanguage } from '../api/accounts-api';
import { queryKeys } from '../api/query-keys';
import { useLocale } from '../i18n/use-locale';
import { useAuth } from './use-auth';

/**
 * docs/product.md#sites: a member's language switch is stored with PUT /api/user.php, so mails and
 * server messages follow it. Only real switches count: logging in on a page in another
 * language must not overwrite the member's stored choice.
 */
export function useSyncUserLanguage(): void {
  const { locale } = useLocale();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const previous = useRef(locale);
  const { mutate } = useMutation({
    mutationFn: storeLanguage,
    onSuccess: (updated) => queryClient.setQueryData(queryKeys.user, updated),
  });

  useEffect(() => {
    if (previous.current === locale) return;
    previous.current = locale;
    if (user && user.language !== locale) mutate(locale);
  }, [locale, user, mutate]);
}
