import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PushOutcome } from '../accounts/signup/push-support';
import { useSettings } from '../site-settings/use-settings';
import { DismissibleAlert } from '../ui/dismissible-alert';
import { usePushState } from './push-store';

/**
 * The "enable push" banner (docs/product.md#member-banners): what push brings and a button that asks
 * the browser; then how it ended, from the push state (which also follows a permission changed
 * in the browser's settings meanwhile). The subscribing code loads on the click.
 */
export function EnablePushAlert({ userId, onClose }: { userId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { push_public_key: publicKey } = useSettings();
  const { status } = usePushState();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<PushOutcome | null>(null);

  const enable = async () => {
    setPending(true);
    try {
      const { enablePush } = await import('./push-browser');
      setOutcome(await enablePush(publicKey ?? '', userId));
    } catch {
      setOutcome('failed');
    } finally {
      setPending(false);
    }
  };

  const [text, testId] =
    status === 'subscribed'
      ? [t('push_ui.enabled'), 'push-enabled']
      : status === 'denied'
        ? [t('push_ui.help_denied'), 'push-help-denied']
        : outcome === 'failed'
          ? [t('push_ui.help_failed'), 'push-help-failed']
          : [t('push_ui.banner_text'), 'push-offer'];
  return (
    <DismissibleAlert
      variant={status === 'denied' ? 'warning' : 'info'}
      onClose={onClose}
      className="banner-alert"
      testId="enable-push-alert"
    >
      <p className="banner-alert__text" data-testid={testId}>
        {text}
      </p>
      {status === 'subscribed' || status === 'denied' ? null : (
        <button type="button" className="btn btn-sm btn-info banner-alert__action" disabled={pending} onClick={() => void enable()}>
          {t('push_ui.banner_enable')}
        </button>
      )}
    </DismissibleAlert>
  );
}
