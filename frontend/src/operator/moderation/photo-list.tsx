import type { ModerationPhoto } from '@amoretto/shared';
import Button from 'react-bootstrap/Button';
import { formatConsoleTime } from '../format-console-time';
import { MODERATION_TEXTS as T } from './moderation-texts';
import { useModerationDecision } from './use-moderation-decision';

/** Photos added since the last review: approve, or reject (only the owner still sees it, marked rejected). */
export function PhotoList({ photos }: { photos: ModerationPhoto[] }) {
  const decision = useModerationDecision();
  if (photos.length === 0) return <p data-testid="moderation-photos-empty">{T.photosEmpty}</p>;
  return (
    <ul className="list-unstyled row row-cols-2 row-cols-md-4 g-2" data-testid="moderation-photos">
      {photos.map((photo) => (
        <li key={photo.id} className="col">
          <div className="card h-100">
            <a href={photo.url} target="_blank" rel="noreferrer">
              <img
                src={photo.thumb_url}
                alt={T.photoOf(photo.member.name)}
                className="card-img-top"
                width={320}
                height={320}
                loading="lazy"
              />
            </a>
            <div className="card-body p-2 small text-break">
              <p className="mb-1">{T.memberLine(photo.member.name, photo.member.id, photo.member.email)}</p>
              <p className="mb-2 text-body-secondary">{formatConsoleTime(photo.created_at)}</p>
              <div className="d-flex flex-wrap gap-1">
                <Button
                  size="sm"
                  variant="outline-success"
                  disabled={decision.isPending}
                  onClick={() => decision.mutate({ kind: 'photo', id: photo.id, decision: 'approve' })}
                >
                  {T.approve}
                </Button>
                <Button
                  size="sm"
                  variant="outline-danger"
                  disabled={decision.isPending}
                  onClick={() => decision.mutate({ kind: 'photo', id: photo.id, decision: 'reject' })}
                >
                  {T.reject}
                </Button>
              </div>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
