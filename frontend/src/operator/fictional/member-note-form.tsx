import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { MEMBER_NOTE_MAX_LENGTH, type MemberNoteView } from '@amoretto/shared';
import { formatConsoleTime } from '../format-console-time';
import { SiteLanguageAlert } from '../site-language-alert';
import { saveMemberNote } from './fictional-api';
import { FICTIONAL_TEXTS as T } from './fictional-texts';

/** The agents' note on the member, one per member whatever profile they write to. */
export function MemberNoteForm({ memberId, note }: { memberId: number; note: MemberNoteView }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState(note.text);
  const [saved, setSaved] = useState<MemberNoteView>(note);
  const save = useMutation({
    mutationFn: () => saveMemberNote(memberId, { text }),
    onSuccess: async (result) => {
      setSaved(result);
      await queryClient.invalidateQueries({ queryKey: ['operator', 'fictional', 'conversation'] });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <section className="card mb-3" aria-labelledby="member-note-title">
      <Form className="card-body" onSubmit={submit}>
        <h2 className="h6" id="member-note-title">
          {T.noteTitle}
        </h2>
        <Form.Group controlId="member-note" className="mb-2">
          <Form.Label className="small text-body-secondary">{T.noteHint}</Form.Label>
          <Form.Control
            as="textarea"
            rows={4}
            maxLength={MEMBER_NOTE_MAX_LENGTH}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </Form.Group>
        <SiteLanguageAlert error={save.error} />
        <div className="d-flex flex-wrap align-items-center gap-2">
          <Button type="submit" variant="outline-primary" size="sm" disabled={save.isPending}>
            {save.isPending ? T.saving : T.saveNote}
          </Button>
          {saved.updated_at ? (
            <span className="small text-body-secondary" role="status" data-testid="member-note-saved">
              {T.noteSaved(formatConsoleTime(saved.updated_at), saved.updated_by)}
            </span>
          ) : null}
        </div>
      </Form>
    </section>
  );
}
