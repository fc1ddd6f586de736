import { OPERATOR_CONSOLE_PATH, OPERATOR_LOGIN_PATH } from '@amoretto/shared';

/**
 * Where the operator login sends on to: a path of the console (the queue dashboard sends its
 * visitors here with `redirect=/operator/queues`), never elsewhere (no open redirect).
 */
export function operatorRedirect(target: unknown): string {
  if (typeof target !== 'string' || !/^\/operator(\/[A-Za-z0-9/_-]*)?$/.test(target)) return `${OPERATOR_CONSOLE_PATH}/`;
  if (target === OPERATOR_LOGIN_PATH) return `${OPERATOR_CONSOLE_PATH}/`;
  return target;
}

/** Paths under the console the site does not draw itself (the workers' dashboard): a full page load. */
export const isServerPage = (path: string): boolean => path.startsWith('/operator/queues');
