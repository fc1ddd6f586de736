import { REPORT_REASONS, REPORT_TEXT_MAX_LENGTH, type ReportReason } from '@amoretto/shared';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../ui/api-error-alert';
import { sendReport } from './reports-api';

interface Props {
  show: boolean;
  /** The member reported. */
  profile: { id: number; name: string };
  /** Set when the member reports their conversation with this profile (from the chat). */
  conversationId?: number | null;
  onClose: () => void;
  /** After the server took the report (the caller thanks the member). */
  onSent: () => void;
}

/**
 * Reporting a profile or a conversation to the moderators (docs/product.md#moderation): a reason
 * from the fixed list and the member's own words. Loaded on first open.
 */
export function ReportDialog({ show, profile, conversationId = null, onClose, onSent }: Props) {
  const { t } = useTranslation();
  const ids = useId();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [text, setText] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const send = useMutation({
    mutationFn: () =>
      sendReport({
        profile_id: profile.id,
        reason: reason as ReportReason,
        text,
        ...(conversationId ? { conversation_id: conversationId } : {}),
      }),
    onSuccess: () => {
      setReason('');
      setText('');
      onSent();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setMissingReason(true);
      document.getElementById(`${ids}-reason`)?.focus();
      return;
    }
    send.mutate();
  };
  const close = () => {
    send.reset();
    setMissingReason(false);
    onClose();
  };
  const title = conversationId ? t('report.title_conversation', { name: profile.name }) : t('report.title_profile', { name: profile.name });

  return (
    <Modal show={show} onHide={close} centered aria-labelledby={`${ids}-title`} data-testid="report-dialog">
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title id={`${ids}-title`} as="h2" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>{t('report.intro', { name: profile.name })}</p>
          <ApiErrorAlert error={send.error} />
          <Form.Group className="mb-3" controlId={`${ids}-reason`}>
            <Form.Label>{t('report.reason_label')}</Form.Label>
            <Form.Select
              value={reason}
              onChange={(event) => {
                setReason(event.target.value as ReportReason | '');
                setMissingReason(false);
              }}
              isInvalid={missingReason}
              aria-describedby={missingReason ? `${ids}-reason-error` : undefined}
              required
              data-testid="report-reason"
            >
              <option value="">{t('report.reason_placeholder')}</option>
              {REPORT_REASONS.map((value) => (
                <option key={value} value={value}>
                  {t(`report.reasons.${value}`)}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid" id={`${ids}-reason-error`}>
              {t('report.reason_required')}
            </Form.Control.Feedback>
          </Form.Group>
          <Form.Group controlId={`${ids}-text`}>
            <Form.Label>{t('report.text_label')}</Form.Label>
            <Form.Control
              as="textarea"
              rows={4}
              value={text}
              maxLength={REPORT_TEXT_MAX_LENGTH}
              onChange={(event) => setText(event.target.value)}
              aria-describedby={`${ids}-text-hint`}
              data-testid="report-text"
            />
            <Form.Text id={`${ids}-text-hint`}>{t('report.text_hint', { max: REPORT_TEXT_MAX_LENGTH })}</Form.Text>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close} disabled={send.isPending}>
            {t('report.cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={send.isPending} data-testid="report-submit">
            {t('report.submit')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
