import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { SiteLanguageAlert } from '../site-language-alert';
import { sendFictionalAnswer } from './fictional-api';
import { FICTIONAL_TEXTS as T } from './fictional-texts';

/**
 * The agent's answer as the profile. One client_id per answer, kept until it is sent, so a
 * retry after a lost response lands once.
 */
export function FictionalAnswerForm({ conversationId, profileName }: { conversationId: number; profileName: string }) {
  const queryClient = useQueryClient();
  const [body, setBody] = useState('');
  const [clientId, setClientId] = useState(() => crypto.randomUUID());
  const [missing, setMissing] = useState(false);
  const [sent, setSent] = useState(false);
  const send = useMutation({
    mutationFn: () => sendFictionalAnswer(conversationId, { client_id: clientId, body }),
    onSuccess: async () => {
      setBody('');
      setClientId(crypto.randomUUID());
      setSent(true);
      await queryClient.invalidateQueries({ queryKey: ['operator', 'fictional'] });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    if (!body.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    send.mutate();
  };
  return (
    <Form onSubmit={submit} noValidate aria-label={T.answerLabel}>
      <Form.Group controlId="fictional-answer" className="mb-2">
        <Form.Label>
          {T.answerLabel} <span className="text-body-secondary">{T.asProfile(profileName)}</span>
        </Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          value={body}
          isInvalid={missing}
          onChange={(event) => setBody(event.target.value)}
          aria-describedby="fictional-answer-hint"
        />
        <Form.Control.Feedback type="invalid">{T.answerRequired}</Form.Control.Feedback>
        <Form.Text id="fictional-answer-hint">{T.answerHint}</Form.Text>
      </Form.Group>
      <SiteLanguageAlert error={send.error} />
      <div className="d-flex align-items-center gap-3">
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? T.sending : T.send}
        </Button>
        {sent ? (
          <span role="status" className="text-success">
            {T.sent}
          </span>
        ) : null}
      </div>
    </Form>
  );
}
