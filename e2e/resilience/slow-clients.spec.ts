import { startStack, type Stack } from '@caliber/test-stack';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const HELD = 1000;

/** A connection that sends the start of a request's headers and never the end of them. */
function holdHalfSentHeaders(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: slow\r\n');
      resolve(socket);
    });
    socket.once('error', reject);
  });
}

describe('slow clients', () => {
  let stack: Stack;
  const held: Socket[] = [];

  beforeAll(async () => {
    stack = await startStack({ purpose: 'slow', worker: false });
  });
  afterAll(async () => {
    for (const socket of held) socket.destroy();
    await stack?.stop();
  });

  it(`do not keep others from being served: ${HELD} connections hold half-sent headers while pages are read`, async () => {
    const port = Number(new URL(stack.url).port);
    held.push(...(await Promise.all(Array.from({ length: HELD }, () => holdHalfSentHeaders(port)))));
    for (const path of ['/', '/about', '/collection/all-watches', '/api/watches/featured']) {
      const response = await fetch(`${stack.url}${path}`, { signal: AbortSignal.timeout(5000) });
      expect(response.status, path).toBe(200);
      await response.arrayBuffer();
    }
  });
});
