import type { OperatorLoginDto, OperatorView } from '@amoretto/shared';
import { apiFetch } from '../api/api-client';
import { isApiError } from '../api/api-error';

/** POST /api/operator/login: never repeated by the client (each try counts towards the lock). */
export async function operatorLogin(body: OperatorLoginDto): Promise<OperatorView> {
  return (await apiFetch<{ operator: OperatorView }>({ method: 'POST', path: '/operator/login', body, retries: 0 })).operator;
}

export async function operatorLogout(): Promise<void> {
  await apiFetch<unknown>({ method: 'POST', path: '/operator/logout', retries: 0 });
}

/** The logged-in operator, or null without an operator session. */
export async function fetchOperator(signal?: AbortSignal): Promise<OperatorView | null> {
  try {
    return (await apiFetch<{ operator: OperatorView }>({ path: '/operator/me', signal })).operator;
  } catch (error) {
    if (isApiError(error) && error.code === 'operator_login_required') return null;
    throw error;
  }
}
