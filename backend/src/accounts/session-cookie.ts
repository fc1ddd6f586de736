import type { FastifyReply } from 'fastify';
import { AUTH_COOKIE } from '@amoretto/shared';

/** `auth.session`: HttpOnly, SameSite=Lax, Secure under https, 30 days absolute. */
export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date, secure: boolean): void {
  void reply.setCookie(AUTH_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, path: '/', expires: expiresAt });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  void reply.clearCookie(AUTH_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
