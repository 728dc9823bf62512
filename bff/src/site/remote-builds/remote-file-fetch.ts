/**
 * Fetches a remote's deploy manifest or Node file for the BFF (docs/deploying-a-remote.md): only from
 * `https:` or a loopback address, never following a redirect, within a size and a time limit. What breaks a
 * rule is refused with a message that says which.
 */
export interface RemoteFileLimits {
  maxBytes: number;
  timeoutMs: number;
  /** The BFF's own listening origin, trusted over plain http like loopback. */
  ownOrigin?: string;
}

export type RemoteFile = { status: 200; body: Buffer; etag: string | null } | { status: 304 };

export class RemoteFileRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RemoteFileRefused';
  }
}

const LOOPBACK_HOSTS = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/**
 * Whether the BFF may fetch code from `url` at all: https anywhere, plain http from this machine only (a
 * loopback address, or `ownOrigin`: the BFF's own listening address, where its default remotes are served).
 */
export function checkFetchable(url: URL, ownOrigin?: string): void {
  if (url.protocol === 'https:') return;
  if (url.protocol === 'http:' && (LOOPBACK_HOSTS.test(url.hostname) || url.origin === ownOrigin)) return;
  throw new RemoteFileRefused(`${url.href} is refused: a remote's files are fetched only over https or from a loopback address`);
}

export function isLoopback(url: URL): boolean {
  return LOOPBACK_HOSTS.test(url.hostname);
}

export async function fetchRemoteFile(url: URL, limits: RemoteFileLimits): Promise<{ status: 200; body: Buffer; etag: string | null }>;
export async function fetchRemoteFile(url: URL, limits: RemoteFileLimits, etag: string | null): Promise<RemoteFile>;
export async function fetchRemoteFile(url: URL, { maxBytes, timeoutMs, ownOrigin }: RemoteFileLimits, etag?: string | null): Promise<RemoteFile> {
  checkFetchable(url, ownOrigin);
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, { redirect: 'manual', signal, headers: etag ? { 'If-None-Match': etag } : {} });
  } catch (error) {
    throw new RemoteFileRefused(`${url.href} could not be fetched: ${signal.aborted ? `no answer within ${timeoutMs} ms` : (error as Error).message}`);
  }
  if (response.status === 304 && etag) return { status: 304 };
  if (response.status >= 300 && response.status < 400) {
    await response.body?.cancel();
    throw new RemoteFileRefused(`${url.href} answered a redirect (${response.status}), which is never followed`);
  }
  if (response.status !== 200) {
    await response.body?.cancel();
    throw new RemoteFileRefused(`${url.href} answered ${response.status}`);
  }
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new RemoteFileRefused(`${url.href} is ${declared} bytes, over the limit of ${maxBytes} (REMOTE_FILE_MAX_BYTES)`);
  }
  return { status: 200, body: await readWithin(response, url, maxBytes, timeoutMs, signal), etag: response.headers.get('etag') };
}

/** The body, counted as it arrives: a file that grows past the limit or stalls is cut off. */
async function readWithin(response: Response, url: URL, maxBytes: number, timeoutMs: number, signal: AbortSignal): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  const reader = response.body!.getReader();
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      bytes += read.value.length;
      if (bytes > maxBytes) {
        await reader.cancel();
        throw new RemoteFileRefused(`${url.href} is over the limit of ${maxBytes} bytes (REMOTE_FILE_MAX_BYTES)`);
      }
      chunks.push(read.value);
    }
  } catch (error) {
    if (error instanceof RemoteFileRefused) throw error;
    throw new RemoteFileRefused(`${url.href} could not be read: ${signal.aborted ? `not whole within ${timeoutMs} ms` : (error as Error).message}`);
  }
  return Buffer.concat(chunks);
}
