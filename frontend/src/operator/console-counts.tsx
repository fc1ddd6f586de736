import { queryOptions, useQuery } from '@tanstack/react-query';
import { OPERATOR_QUEUES_PATH, type OperatorOverviewResponse, type OperatorRole } from '@amoretto/shared';
import { apiFetch } from '../api/api-client';
import { OPERATOR_TEXTS as T } from './operator-texts';

const overviewQuery = () =>
  queryOptions({
    queryKey: ['operator', 'overview'] as const,
    queryFn: ({ signal }) => apiFetch<OperatorOverviewResponse>({ path: '/operator/overview', signal }),
    refetchInterval: 30_000,
  });

/** Failed jobs over every queue, from the workers' counts behind the queue dashboard (admins only). */
const failedJobsQuery = () =>
  queryOptions({
    queryKey: ['operator', 'failed-jobs'] as const,
    queryFn: async ({ signal }) => {
      const res = await fetch(`${OPERATOR_QUEUES_PATH}/counts.json`, {
        signal,
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
      });
      if (!res.ok) throw new Error(`queue counts: ${res.status}`);
      const body = (await res.json()) as { queues: Record<string, { failed?: number }> };
      return Object.values(body.queues).reduce((sum, queue) => sum + (queue.failed ?? 0), 0);
    },
    refetchInterval: 30_000,
  });

function Count({ label, value, testId }: { label: string; value: number | string; testId: string }) {
  return (
    <div className="col-12 col-sm-4">
      <div className="card h-100">
        <div className="card-body py-2">
          <div className="h4 mb-0" data-testid={testId}>
            {value}
          </div>
          <div className="small text-body-secondary">{label}</div>
        </div>
      </div>
    </div>
  );
}

/** What waits, on the console's home: answers owed by fictional profiles, open reports, failed jobs (admins). */
export function ConsoleCounts({ role }: { role: OperatorRole }) {
  const overview = useQuery(overviewQuery());
  const failed = useQuery({ ...failedJobsQuery(), enabled: role === 'admin' });
  const shown = (value: number | undefined, error: unknown) => (error ? T.countUnavailable : (value ?? '…'));
  return (
    <section className="row g-2 mb-4" aria-label={T.countsTitle}>
      <Count label={T.waitingFictional} value={shown(overview.data?.waiting_fictional, overview.error)} testId="count-waiting" />
      <Count label={T.openReports} value={shown(overview.data?.open_reports, overview.error)} testId="count-reports" />
      {role === 'admin' ? <Count label={T.failedJobs} value={shown(failed.data, failed.error)} testId="count-failed" /> : null}
    </section>
  );
}
