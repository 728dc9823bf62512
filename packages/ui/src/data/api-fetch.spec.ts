import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFetch, ApiError } from './api-fetch';

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;

const routes: Record<string, Handler> = {
  '/json-message': (_, __, res) => json(res, 400, { error: 'Bad Request', message: 'email must be an email' }),
  '/json-message-list': (_, __, res) => json(res, 400, { error: 'Bad Request', message: ['name is required', 'email is required'] }),
  '/json-error': (_, __, res) => json(res, 409, { error: 'Slug taken' }),
  '/json-other': (_, __, res) => json(res, 422, { reason: 'nope', code: 7 }),
  '/text': (_, __, res) => res.writeHead(502, { 'Content-Type': 'text/plain' }).end('upstream down'),
  '/empty': (_, __, res) => res.writeHead(503, 'Service Unavailable').end(),
  '/unauthorized': (_, __, res) => json(res, 401, { error: 'Unauthorized', message: 'Sign in first' }),
  '/unauthorized-slow': (_, __, res) => {
    res.writeHead(401, { 'Content-Type': 'application/json' }).write('{"error":"Unauthorized",');
    setTimeout(() => {
      slowBodyEnded = true;
      res.end('"message":"Sign in first"}');
    }, 200);
  },
  '/no-content': (_, __, res) => res.writeHead(204).end(),
  '/echo': (req, body, res) =>
    json(res, 200, { method: req.method, contentType: req.headers['content-type'] ?? null, body: body || null }),
};

let slowBodyEnded = false;

const notFound: Handler = (_, __, res) => res.writeHead(404).end();

function json(res: ServerResponse, status: number, value: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(value));
}

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => (routes[req.url ?? ''] ?? notFound)(req, body, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const failure = (path: string) => apiFetch(`${base}${path}`).then(
  () => expect.unreachable('should have thrown'),
  (error: unknown) => error as ApiError,
);

describe('apiFetch errors ("<status>: <detail>", docs/architecture.md)', () => {
  it('uses the JSON body\'s message field', async () => {
    expect((await failure('/json-message')).message).toBe('400: email must be an email');
  });

  it('joins a list of messages', async () => {
    expect((await failure('/json-message-list')).message).toBe('400: name is required; email is required');
  });

  it('falls back to the error field', async () => {
    expect((await failure('/json-error')).message).toBe('409: Slug taken');
  });

  it('falls back to the whole JSON body as text', async () => {
    expect((await failure('/json-other')).message).toBe('422: {"reason":"nope","code":7}');
  });

  it('uses the text of a non-JSON body', async () => {
    expect((await failure('/text')).message).toBe('502: upstream down');
  });

  it('falls back to the status text for an empty body', async () => {
    const error = await failure('/empty');
    expect(error.message).toBe('503: Service Unavailable');
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(503);
  });
});

describe('apiFetch on 401', () => {
  it('throws by default', async () => {
    expect((await failure('/unauthorized')).message).toBe('401: Sign in first');
  });

  it('yields null when asked', async () => {
    await expect(apiFetch(`${base}/unauthorized`, { on401: 'null' })).resolves.toBeNull();
  });

  it('reads the 401 body to its end before yielding null, so the browser does not keep the request open', async () => {
    await expect(apiFetch(`${base}/unauthorized-slow`, { on401: 'null' })).resolves.toBeNull();
    expect(slowBodyEnded).toBe(true);
  });
});

describe('apiFetch requests', () => {
  it('sends no content type without a body', async () => {
    await expect(apiFetch(`${base}/echo`)).resolves.toEqual({ method: 'GET', contentType: null, body: null });
  });

  it('sends a body as JSON with its content type', async () => {
    await expect(apiFetch(`${base}/echo`, { method: 'POST', body: { email: 'a@b.co' } })).resolves.toEqual({
      method: 'POST',
      contentType: 'application/json',
      body: '{"email":"a@b.co"}',
    });
  });

  it('answers null for an empty success', async () => {
    await expect(apiFetch(`${base}/no-content`, { method: 'DELETE' })).resolves.toBeNull();
  });
});
