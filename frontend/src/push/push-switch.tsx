import type { User } from '@amoretto/shared';
import type { ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../site-settings/use-settings';
import { InstantSwitch } from '../ui/instant-switch';
import { detectPush, disablePush, enablePush } from './push-browser';
import { PushHelp } from './push-help';
import { pushProblem } from './push-state-rules';
import { usePushState } from './push-store';

/**
 * Push notifications in this browser, on or off (docs/product.md#push). The switch shows the push
 * state machine: on while subscribed; not usable while detection runs, where the browser has no
 * push, on a site without a push key, or when notifications are blocked (then it says how to allow them).
 * `children` are further push settings, drawn in the same section below the switch.
 */
export function PushSwitch({ user, children }: { user: User; children?: ReactNode }) {
  const { t } = useTranslation();
  const { push_public_key: publicKey } = useSettings();
  const state = usePushState();
  useEffect(() => {
    // The state follows the browser from every layout; asking again here costs nothing and
    // covers a settings page opened before that detection answered.
    void detectPush();
  }, []);
  const save = useMutation({
    mutationFn: async (on: boolean) => (on ? enablePush(publicKey ?? '', user.id) : disablePush().then(() => 'unsubscribed' as const)),
  });
  const blocked = pushProblem(state, publicKey);
  // A failed try leaves the switch usable (try again later); the other problems do not.
  const problem = blocked ?? (save.data === 'failed' && !save.isPending ? 'failed' : null);
  const usable = state.status === 'subscribed' || state.status === 'unsubscribed';
  return (
    <section className="settings-section" aria-labelledby="push-switch-title" data-testid="push-settings">
      <h2 id="push-switch-title" className="settings-section__title">
        {t('push_ui.switch_title')}
      </h2>
      <InstantSwitch
        id="settings-push"
        label={t('push_ui.switch_label')}
        help={t('push_ui.switch_help')}
        checked={state.status === 'subscribed'}
        saving={save.isPending}
        savingValue={save.variables}
        disabled={!usable || blocked !== null}
        onChange={(on) => save.mutate(on)}
        error={save.error}
      />
      {problem ? <PushHelp problem={problem} className="mt-3 mb-0" /> : null}
      {children}
    </section>
  );
}
