import { isNotFound } from '@tanstack/react-router';
import { isApiError } from '../api/api-error';

/** HTTP-like status to show for an error: 404 for not-found, the API status, else 500. */
export function errorStatus(error: unknown): number {
  if (isNotFound(error)) return 404;
  if (isApiError(error) && error.status >= 400) return error.status;
  return 500;
}
