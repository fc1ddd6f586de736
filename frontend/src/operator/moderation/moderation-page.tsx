import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ConsoleQueryState } from '../console-query-state';
import { ComplaintList } from './complaint-list';
import { moderationQuery } from './moderation-api';
import { MODERATION_TEXTS as T } from './moderation-texts';
import { PhotoList } from './photo-list';
import { ReportList } from './report-list';
import { TextList } from './text-list';

function Section({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  return (
    <section className="mb-4">
      <h2 className="h5">
        {title} <span className="badge text-bg-light border">{count}</span>
      </h2>
      {children}
    </section>
  );
}

/** /operator/moderation: what waits for a moderator (docs/product.md#moderation). */
export function ModerationPage() {
  const queue = useQuery(moderationQuery());
  return (
    <div lang="en">
      <nav className="small mb-3">
        <a href="/operator/">{T.home}</a>
      </nav>
      <h1 className="h3">{T.title}</h1>
      <p className="text-body-secondary">{T.intro}</p>
      <ConsoleQueryState isPending={queue.isPending} error={queue.error} onRetry={() => void queue.refetch()} texts={T}>
        {queue.data ? (
          <>
            <Section title={T.reportsTitle} count={queue.data.reports.length}>
              <ReportList reports={queue.data.reports} />
            </Section>
            <Section title={T.complaintsTitle} count={queue.data.complaints.length}>
              <ComplaintList complaints={queue.data.complaints} />
            </Section>
            <Section title={T.photosTitle} count={queue.data.photos.length}>
              <PhotoList photos={queue.data.photos} />
            </Section>
            <Section title={T.textsTitle} count={queue.data.texts.length}>
              <TextList texts={queue.data.texts} />
            </Section>
          </>
        ) : null}
      </ConsoleQueryState>
    </div>
  );
}
