import { signupsOpen } from '@amoretto/shared';
import { useSettings } from '../../site-settings/use-settings';
import { bootSearch } from '../../site-settings/settings-query';
import { signupTracking } from './signup-tracking';

/** docs/product.md#accounts: open for all, or for visitors who came through an ad network (stored or in the boot URL). */
export function useSignupsOpen(): boolean {
  const { signups } = useSettings();
  return signupsOpen(signups, signupTracking()?.network, new URLSearchParams(bootSearch).get('network'));
}
