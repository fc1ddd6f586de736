import { useSettings } from '../../settings/use-settings';
import { bootSearch } from '../../settings/settings-query';
import { signupsOpen } from '../../signup-rules/signup-rules';
import { signupTracking } from './signup-tracking';

/** Spec §5: open for all, or for visitors who came through an ad network (stored or in the boot URL). */
export function useSignupsOpen(): boolean {
  const { signups } = useSettings();
  return signupsOpen(signups, {
    storedNetwork: signupTracking()?.network ?? null,
    queryNetwork: new URLSearchParams(bootSearch).get('network'),
  });
}
