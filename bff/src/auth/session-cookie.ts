import type { Request, Response } from 'express';
import { createHash } from 'node:crypto';

export const SESSION_COOKIE = 'caliber_session';

/** What the database keeps of a session token (the token itself is only in the cookie). */
export const sessionTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The session token, or null when there is none or it is not valid percent-encoding (then the visitor is signed out). */
export function readSessionToken(req: Request): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return decodedOrNull(value.join('='));
  }
  return null;
}

function decodedOrNull(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** httpOnly and SameSite=Lax always; Secure when the site is served over HTTPS; kept as long as the session may last. */
export function setSessionCookie(res: Response, token: string, secure: boolean, maxAgeMs: number): void {
  res.cookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: maxAgeMs });
}

export function clearSessionCookie(res: Response, secure: boolean): void {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
