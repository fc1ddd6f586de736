import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import {
  CAMPAIGN_TYPES,
  LOCALES,
  type CampaignSegment,
  type CampaignType,
  type CreateCampaignDto,
  type Gender,
  type Locale,
} from '@amoretto/shared';
import { SiteLanguageAlert } from '../site-language-alert';
import { campaignsQuery, createCampaign } from './campaign-api';
import { CAMPAIGN_TEXTS as T } from './campaign-texts';

const PATH = /^\/[A-Za-z0-9/_-]{0,100}$/;

/** A draft campaign: its text in one language, the button's path, and the segment as data. */
export function CampaignForm() {
  const queryClient = useQueryClient();
  const [type, setType] = useState<CampaignType>('promotions');
  const [language, setLanguage] = useState<Locale>('it');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [button, setButton] = useState('');
  const [path, setPath] = useState('/');
  const [siteId, setSiteId] = useState('');
  const [languages, setLanguages] = useState<Locale[]>([]);
  const [gender, setGender] = useState('');
  const [paid, setPaid] = useState('');
  const [activeDays, setActiveDays] = useState('');
  const [touched, setTouched] = useState(false);
  const paragraphs = body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const ok = { subject: subject.trim().length > 0, body: paragraphs.length > 0 && paragraphs.length <= 10, path: PATH.test(path) };
  const create = useMutation({
    mutationFn: (input: CreateCampaignDto) => createCampaign(input),
    onSuccess: async () => {
      setSubject('');
      setBody('');
      setButton('');
      setTouched(false);
      await queryClient.invalidateQueries({ queryKey: campaignsQuery().queryKey });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!ok.subject || !ok.body || !ok.path || create.isPending) return;
    const segment: CampaignSegment = {
      ...(siteId ? { site_id: Number(siteId) } : {}),
      ...(languages.length ? { languages } : {}),
      ...(gender ? { gender: gender as Gender } : {}),
      ...(paid ? { paid: paid === 'paid' } : {}),
      ...(activeDays ? { active_days: Number(activeDays) } : {}),
    };
    const text = { subject: subject.trim(), paragraphs, ...(button.trim() ? { button: button.trim() } : {}) };
    create.mutate({ type, texts: { [language]: text }, path, segment });
  };
  return (
    <Form onSubmit={submit} noValidate className="card card-body mb-3" aria-labelledby="new-campaign" data-testid="campaign-form">
      <h3 className="h6" id="new-campaign">
        {T.newCampaign}
      </h3>
      <div className="row g-2">
        <Form.Group className="col-6 col-md-3" controlId="campaign-type">
          <Form.Label>{T.type}</Form.Label>
          <Form.Select value={type} onChange={(e) => setType(e.target.value as CampaignType)}>
            {CAMPAIGN_TYPES.map((t) => (
              <option key={t} value={t}>
                {T.types[t]}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-6 col-md-3" controlId="campaign-language">
          <Form.Label>{T.textLanguage}</Form.Label>
          <Form.Select value={language} onChange={(e) => setLanguage(e.target.value as Locale)} aria-describedby="campaign-language-hint">
            {LOCALES.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Text id="campaign-language-hint" className="col-12 col-md-6 align-self-end">
          {T.textHint}
        </Form.Text>
        <Form.Group className="col-12" controlId="campaign-subject">
          <Form.Label>{T.subject}</Form.Label>
          <Form.Control value={subject} maxLength={200} onChange={(e) => setSubject(e.target.value)} isInvalid={touched && !ok.subject} />
          <Form.Control.Feedback type="invalid">{T.subjectInvalid}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group className="col-12" controlId="campaign-body">
          <Form.Label>{T.body}</Form.Label>
          <Form.Control as="textarea" rows={4} value={body} onChange={(e) => setBody(e.target.value)} isInvalid={touched && !ok.body} />
          <Form.Control.Feedback type="invalid">{T.bodyInvalid}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group className="col-12 col-md-6" controlId="campaign-button">
          <Form.Label>{T.button}</Form.Label>
          <Form.Control value={button} maxLength={60} onChange={(e) => setButton(e.target.value)} />
        </Form.Group>
        <Form.Group className="col-12 col-md-6" controlId="campaign-path">
          <Form.Label>{T.path}</Form.Label>
          <Form.Control value={path} maxLength={101} onChange={(e) => setPath(e.target.value)} isInvalid={touched && !ok.path} />
          <Form.Control.Feedback type="invalid">{T.pathInvalid}</Form.Control.Feedback>
        </Form.Group>
      </div>
      <fieldset className="mt-3">
        <legend className="h6">{T.segment}</legend>
        <div className="row g-2">
          <Form.Group className="col-6 col-md-2" controlId="segment-site">
            <Form.Label>{T.site}</Form.Label>
            <Form.Control type="number" min={1} value={siteId} onChange={(e) => setSiteId(e.target.value)} />
          </Form.Group>
          <Form.Group className="col-6 col-md-2" controlId="segment-gender">
            <Form.Label>{T.gender}</Form.Label>
            <Form.Select value={gender} onChange={(e) => setGender(e.target.value)}>
              <option value="">{T.anyGender}</option>
              <option value="male">{T.genders.male}</option>
              <option value="female">{T.genders.female}</option>
            </Form.Select>
          </Form.Group>
          <Form.Group className="col-6 col-md-4" controlId="segment-paid">
            <Form.Label>{T.paid}</Form.Label>
            <Form.Select value={paid} onChange={(e) => setPaid(e.target.value)}>
              <option value="">{T.anyPaid}</option>
              <option value="paid">{T.paidOnly}</option>
              <option value="free">{T.freeOnly}</option>
            </Form.Select>
          </Form.Group>
          <Form.Group className="col-6 col-md-4" controlId="segment-active">
            <Form.Label>{T.activeDays}</Form.Label>
            <Form.Control type="number" min={1} max={365} value={activeDays} onChange={(e) => setActiveDays(e.target.value)} />
          </Form.Group>
        </div>
        <div className="mt-2" role="group" aria-label={T.languages}>
          <span className="me-2">{T.languages}</span>
          {LOCALES.map((l) => (
            <Form.Check
              key={l}
              inline
              id={`segment-language-${l}`}
              label={l}
              checked={languages.includes(l)}
              onChange={(e) => setLanguages(e.target.checked ? [...languages, l] : languages.filter((x) => x !== l))}
            />
          ))}
        </div>
        <p className="small text-body-secondary mt-2 mb-0">{T.optOutNote}</p>
      </fieldset>
      <div className="mt-2">
        <Button type="submit" disabled={create.isPending}>
          {T.createCampaign}
        </Button>
      </div>
      {create.isSuccess ? (
        <Alert variant="success" className="mt-2 mb-0" role="status">
          {T.campaignCreated}
        </Alert>
      ) : null}
      <SiteLanguageAlert error={create.error} />
    </Form>
  );
}
