import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../site-settings/use-settings';
import { DismissibleAlert } from '../ui/dismissible-alert';
import type { PushOutcome } from '../accounts/signup/push-support';
import { PushHelp } from './push-help';
import { usePushState } from './push-store';

/**
 * The "enable push" banner (docs/product.md#member-banners): what push brings and a button that asks
 * the browser; then how it ended, from the push state (which also follows a permission changed
 * in the browser's settings meanwhile). Loaded only when the offer is made (banner-alerts.tsx).
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
      // The subscribing code loads on the click: most members never press it.
      const { enablePush } = await import('./push-browser');
      setOutcome(await enablePush(publicKey ?? '', userId));
    } catch {
      setOutcome('failed');
    } finally {
      setPending(false);
    }
  };

  if (status === 'subscribed') {
    return (
      <DismissibleAlert variant="info" onClose={onClose} className="banner-alert" testId="enable-push-alert">
        <p className="banner-alert__text">{t('push_ui.enabled')}</p>
      </DismissibleAlert>
    );
  }
  if (status === 'denied') {
    return (
      <DismissibleAlert variant="warning" onClose={onClose} className="banner-alert" testId="enable-push-alert">
        <PushHelp problem="denied" className="banner-alert__text" />
      </DismissibleAlert>
    );
  }
  return (
    <DismissibleAlert variant="info" onClose={onClose} className="banner-alert" testId="enable-push-alert">
      {outcome === 'failed' ? (
        <PushHelp problem="failed" className="banner-alert__text" />
      ) : (
        <p className="banner-alert__text">{t('push_ui.banner_text')}</p>
      )}
      <button type="button" className="btn btn-sm btn-info banner-alert__action" disabled={pending} onClick={() => void enable()}>
        {t('push_ui.banner_enable')}
      </button>
    </DismissibleAlert>
  );
}
