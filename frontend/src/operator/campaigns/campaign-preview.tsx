import { useQuery } from '@tanstack/react-query';
import Spinner from 'react-bootstrap/Spinner';
import type { Locale } from '@amoretto/shared';
import { SiteLanguageAlert } from '../site-language-alert';
import { campaignPreviewQuery } from './campaign-api';
import { CAMPAIGN_TEXTS as T } from './campaign-texts';

/**
 * The mail as members get it, rendered by the workers. Shown in a sandboxed frame with no
 * scripts: the mail's HTML never runs in the console's page.
 */
export function CampaignPreview({ id, language }: { id: number; language: Locale }) {
  const preview = useQuery(campaignPreviewQuery(id, language));
  if (preview.error) return <SiteLanguageAlert error={preview.error} />;
  if (!preview.data?.html) {
    return (
      <p role="status" className="d-flex align-items-center gap-2 mt-2">
        <Spinner animation="border" size="sm" aria-hidden="true" /> {T.previewWaiting}
      </p>
    );
  }
  return (
    <iframe
      title={T.previewTitle(id)}
      sandbox=""
      srcDoc={preview.data.html}
      className="w-100 border rounded mt-2 bg-white"
      style={{ height: 520 }}
      data-testid="campaign-preview"
    />
  );
}
