import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { uploadPhoto } from '../../api/account-actions-api';
import { queryKeys } from '../../api/query-keys';
import { ApiErrorAlert } from '../../ui/api-error-alert';
import { StepActions } from './step-actions';
import { StepHeading } from './step-heading';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];
/** The server's cap (docs/decisions.md "Photos"); checked here to save a long upload. */
const MAX_BYTES = 15 * 1024 * 1024;

/** Step 1: one photo with a preview (POST /api/photos). Skipping is fine: a banner reminds later. */
export function PhotoStep({ onDone, onSkip }: { onDone: () => void; onSkip: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // The object URL holds the file in memory until revoked.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const upload = useMutation({
    mutationFn: uploadPhoto,
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.user, user);
      onDone();
    },
  });

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    upload.reset();
    if (!picked) return;
    if (!ACCEPTED.includes(picked.type)) {
      setProblem(t('errors.unsupported_image'));
      return;
    }
    if (picked.size > MAX_BYTES) {
      setProblem(t('errors.image_too_large'));
      return;
    }
    setProblem(null);
    setFile(picked);
    setPreview(URL.createObjectURL(picked));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (file) upload.mutate(file);
    else input.current?.click();
  };

  return (
    <Form noValidate onSubmit={onSubmit} aria-busy={upload.isPending}>
      <StepHeading title={t('signup.photo_title')} intro={t('signup.photo_intro')} />
      <ApiErrorAlert error={upload.error} />
      <div className="photo-picker">
        <div className={`photo-picker__frame${preview ? ' photo-picker__frame--filled' : ''}`}>
          {preview ? (
            <img src={preview} alt={t('signup.photo_preview_alt')} className="photo-picker__image" />
          ) : (
            <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
              <circle cx="32" cy="24" r="11" fill="currentColor" opacity="0.35" />
              <path d="M12 54c2-11 10-17 20-17s18 6 20 17" fill="currentColor" opacity="0.35" />
            </svg>
          )}
        </div>
        <div className="photo-picker__controls">
          {/* Visually hidden but focusable: the label below is what people see and click. */}
          <Form.Control
            ref={input}
            id="signup-photo"
            type="file"
            accept={ACCEPTED.join(',')}
            onChange={onPick}
            className="visually-hidden photo-picker__input"
            isInvalid={Boolean(problem)}
            aria-describedby="signup-photo-help"
          />
          <Form.Label htmlFor="signup-photo" className="btn btn-outline-primary mb-2">
            {preview ? t('signup.photo_change') : t('signup.photo_choose')}
          </Form.Label>
          {problem ? <div className="invalid-feedback d-block">{problem}</div> : null}
          <Form.Text id="signup-photo-help" muted className="d-block">
            {t('signup.photo_hint')}
          </Form.Text>
        </div>
      </div>
      <StepActions onSkip={onSkip} primaryLabel={file ? t('signup.photo_upload') : undefined} pending={upload.isPending} />
    </Form>
  );
}
