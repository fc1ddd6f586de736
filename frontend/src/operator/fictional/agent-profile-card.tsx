import type { AgentProfileView } from '@amoretto/shared';
import { formatConsoleTime } from '../format-console-time';
import { FICTIONAL_TEXTS as T } from './fictional-texts';

/** A profile as an agent sees it: who the member is, or whom the agent speaks as. */
export function AgentProfileCard({ title, profile, testId }: { title: string; profile: AgentProfileView; testId: string }) {
  return (
    <section className="card mb-3" data-testid={testId} aria-label={title}>
      <div className="card-body">
        <h2 className="h6 text-body-secondary mb-2">{title}</h2>
        <div className="d-flex gap-3">
          {profile.photo_thumb_url ? (
            <img src={profile.photo_thumb_url} alt="" width={64} height={64} className="rounded object-fit-cover flex-shrink-0" />
          ) : null}
          <div className="text-break" style={{ minWidth: 0 }}>
            <p className="fw-semibold mb-1">
              {profile.name} {profile.fictional ? <span className="badge text-bg-warning">{T.fictionalBadge}</span> : null}
            </p>
            <p className="small mb-1">{[T.age(profile.age), profile.gender, profile.city, profile.country].filter(Boolean).join(' · ')}</p>
            <p className="small text-body-secondary mb-1">
              {T.language(profile.language)} · {T.memberSince(formatConsoleTime(profile.signup_date))}
            </p>
          </div>
        </div>
        <p className="mb-0 mt-2 small" style={{ whiteSpace: 'pre-wrap' }}>
          {profile.about_me || T.noAbout}
        </p>
      </div>
    </section>
  );
}
