import type { FastifyReply } from 'fastify';
import { AUTH_COOKIE } from '@amoretto/shared';
import { readCookie } from '@amoretto/shared/db';

/** `auth.session`: HttpOnly, SameSite=Lax, Secure under https, 30 days absolute. */
export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date, secure: boolean): void {
  void reply.setCookie(AUTH_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, path: '/', expires: expiresAt });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  void reply.clearCookie(AUTH_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}

/** The known-device cookie: a random token set where the member logged in; it outlives logout. */
export const DEVICE_COOKIE = 'auth.device';
export const DEVICE_DAYS = 180;

export function setDeviceCookie(reply: FastifyReply, token: string, secure: boolean): void {
  void reply.setCookie(DEVICE_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, path: '/api', maxAge: DEVICE_DAYS * 86_400 });
}

/** The device token of a Cookie header, when it has the shape of ours (32 random bytes, base64url). */
export function deviceTokenFromCookie(cookieHeader: string | undefined): string | undefined {
  const token = readCookie(cookieHeader, DEVICE_COOKIE);
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined;
}
