import type { ReportDto, ReportResponse } from '@amoretto/shared';
import { apiFetch } from '../api/api-client';

/** `POST /api/reports` (docs/product.md#moderation); not retried: a second try would only meet report_already_open. */
export function sendReport(body: ReportDto): Promise<ReportResponse> {
  return apiFetch<ReportResponse>({ method: 'POST', path: '/reports', body, retries: 0 });
}
