import type { FastifyReply } from 'fastify';
import { OPERATOR_COOKIE } from '@amoretto/shared/db';

// `operator.session`: HttpOnly, SameSite=Strict (an operator never arrives by a link from
// elsewhere already logged in), Secure under https, ending with the session. Path `/` so that
// the site's /operator/queues, proxied to the workers, carries it as well as /api/operator.
export function setOperatorCookie(reply: FastifyReply, token: string, expiresAt: Date, secure: boolean): void {
  void reply.setCookie(OPERATOR_COOKIE, token, { httpOnly: true, sameSite: 'strict', secure, path: '/', expires: expiresAt });
}

export function clearOperatorCookie(reply: FastifyReply, secure: boolean): void {
  void reply.clearCookie(OPERATOR_COOKIE, { httpOnly: true, sameSite: 'strict', secure, path: '/' });
}
