/** What a call may send; `on401: 'null'` turns "not signed in" into a null result (the admin's "who am I" read). */
export interface ApiFetchOptions {
  method?: string;
  /** Sent as JSON, or as it is when FormData (an upload). */
  body?: unknown;
  on401?: 'throw' | 'null';
  signal?: AbortSignal;
}

/** A failed call. The message is "<status>: <detail>" (docs/architecture.md); `status` lets callers tell 401 from 409. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's own words, without the status. */
    readonly detail: string,
    /** The body's `error` (`unauthorized`, `second_factor_required`, ...), when it had one. */
    readonly code?: string,
  ) {
    super(`${status}: ${detail}`);
    this.name = 'ApiError';
  }
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** The detail of a failed call (docs/architecture.md): the JSON body's message or error field, else the whole JSON, else the body text, else the status text. */
function errorDetail(text: string, statusText: string): string {
  const parsed = text ? parseJson(text) : { ok: false as const };
  if (!parsed.ok) return text || statusText;
  const body = parsed.value as { message?: unknown; error?: unknown } | null;
  // NestJS answers validation failures with a list of messages.
  const message = Array.isArray(body?.message) ? body.message.join('; ') : body?.message;
  if (typeof message === 'string' && message) return message;
  if (typeof body?.error === 'string' && body.error) return body.error;
  return JSON.stringify(parsed.value);
}

function errorCode(text: string): string | undefined {
  const parsed = text ? parseJson(text) : { ok: false as const };
  const error = parsed.ok ? (parsed.value as { error?: unknown } | null)?.error : undefined;
  return typeof error === 'string' ? error : undefined;
}

/**
 * The one HTTP call of every front-end: sends cookies, adds a JSON content type only when there is a
 * body, answers the parsed JSON (null for an empty body), and throws ApiError on any non-OK status
 * (on 401 answers null instead when `on401: 'null'`).
 */
export async function apiFetch<T = unknown>(url: string, { method = 'GET', body, on401 = 'throw', signal }: ApiFetchOptions = {}): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined || isForm ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    signal,
  });
  // Read every body, a 401's too: an unread one keeps the request open in Chromium, and the page never goes idle.
  const text = await response.text();
  if (response.status === 401 && on401 === 'null') return null as T;
  if (!response.ok) throw new ApiError(response.status, errorDetail(text, response.statusText), errorCode(text));
  if (!text) return null as T;
  const parsed = parseJson(text);
  return (parsed.ok ? parsed.value : text) as T;
}
