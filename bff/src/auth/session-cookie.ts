import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { createHash } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/** The session cookie's name over plain HTTP (development); over HTTPS it is `__Host-` + this. */
export const SESSION_COOKIE = 'caliber_session';
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/** What the database keeps of a session token (the token itself is only in the cookie). */
export const sessionTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The session cookie (docs/abuse-limits.md, "Sessions"): httpOnly, SameSite=Lax, path `/`, kept as long as
 * the session may last. When PUBLIC_URL is https it is `__Host-caliber_session` and `Secure`: the browser
 * then takes it only from this very host over HTTPS, never from a sibling subdomain or plain HTTP, and
 * a cookie without the prefix is not read.
 */
@Injectable()
export class SessionCookie {
  readonly name: string;
  private readonly secure: boolean;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.secure = config.publicUrl.startsWith('https:');
    this.name = this.secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
  }

  /** The session token, or null when there is none or it is not valid percent-encoding (then the visitor is signed out). */
  read(req: Request): string | null {
    return readCookie(req, this.name);
  }

  set(req: Request, res: Response, token: string, maxAgeMs: number): void {
    res.cookie(this.name, token, { httpOnly: true, sameSite: 'lax', secure: this.secure || req.secure, path: '/', maxAge: maxAgeMs });
  }

  clear(req: Request, res: Response): void {
    res.clearCookie(this.name, { httpOnly: true, sameSite: 'lax', secure: this.secure || req.secure, path: '/' });
  }
}

function readCookie(req: Request, cookieName: string): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === cookieName) return decodedOrNull(value.join('='));
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
