import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { LOCALES, type Locale, type OperatorCampaign } from '@amoretto/shared';
import { formatConsoleTime } from '../format-console-time';
import { SiteLanguageAlert } from '../site-language-alert';
import { campaignsQuery, sendCampaignTest, startCampaign } from './campaign-api';
import { CampaignPreview } from './campaign-preview';
import { CAMPAIGN_TEXTS as T } from './campaign-texts';

/** One campaign: what and to whom; for a draft, its preview, a test send and the send itself. */
export function CampaignItem({ campaign }: { campaign: OperatorCampaign }) {
  const queryClient = useQueryClient();
  const written = LOCALES.filter((l) => campaign.texts[l]);
  const [language, setLanguage] = useState<Locale>(written[0] ?? 'it');
  const [previewing, setPreviewing] = useState(false);
  const test = useMutation({ mutationFn: () => sendCampaignTest(campaign.id, language) });
  const start = useMutation({
    mutationFn: () => startCampaign(campaign.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignsQuery().queryKey }),
  });
  const subject = campaign.texts[language]?.subject ?? campaign.texts[written[0] ?? 'it']?.subject ?? '';
  return (
    <li className="card mb-3" data-testid="campaign-item">
      <div className="card-body">
        <h3 className="h6 mb-1 text-break">
          #{campaign.id} {T.types[campaign.type]}: {subject}
        </h3>
        <p className="small text-body-secondary mb-2">
          {T.statuses[campaign.status]} · {campaign.status === 'draft' ? T.audience(campaign.audience) : T.sent(campaign.sent_count)} ·{' '}
          {formatConsoleTime(campaign.created_at)} · {JSON.stringify(campaign.segment)}
        </p>
        <div className="d-flex flex-wrap align-items-end gap-2">
          <Form.Group controlId={`campaign-${campaign.id}-language`}>
            <Form.Label className="small mb-0">{T.previewLanguage}</Form.Label>
            <Form.Select size="sm" value={language} onChange={(e) => setLanguage(e.target.value as Locale)}>
              {LOCALES.map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Button size="sm" variant="outline-secondary" onClick={() => setPreviewing(true)}>
            {T.preview}
          </Button>
          <Button size="sm" variant="outline-secondary" onClick={() => test.mutate()} disabled={test.isPending}>
            {T.testSend}
          </Button>
          {campaign.status === 'draft' ? (
            <Button
              size="sm"
              variant="primary"
              disabled={start.isPending}
              onClick={() => {
                if (window.confirm(T.startConfirm(campaign.audience))) start.mutate();
              }}
            >
              {T.start}
            </Button>
          ) : null}
        </div>
        {test.data ? (
          <Alert variant="success" className="mt-2 mb-0" role="status">
            {T.testSent(test.data.to)}
          </Alert>
        ) : null}
        {start.isSuccess ? (
          <Alert variant="success" className="mt-2 mb-0" role="status">
            {T.started}
          </Alert>
        ) : null}
        <SiteLanguageAlert error={test.error ?? start.error} />
        {previewing ? <CampaignPreview id={campaign.id} language={language} /> : null}
      </div>
    </li>
  );
}
