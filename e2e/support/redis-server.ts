import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { freePort } from '@caliber/test-stack';
import { vi } from 'vitest';

export interface RedisServer {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

const canConnect = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** A Redis of the test's own on a free port, which the test can kill and start again on the same port. */
export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const server: RedisServer = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      await vi.waitFor(
        async () => {
          if (!(await canConnect(port))) throw new Error(`redis-server is not accepting connections on ${port}`);
        },
        { timeout: 10_000, interval: 50 },
      );
    },
    async stop() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        running.once('exit', () => resolve());
        running.kill('SIGKILL');
      });
    },
  };
  await server.start();
  return server;
}
