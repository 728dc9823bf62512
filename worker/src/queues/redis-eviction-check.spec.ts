import { Logger, type LoggerService } from '@nestjs/common';
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RedisEvictionCheck } from './redis-eviction-check.js';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** The warnings the check writes, through Nest's logger as in the worker. */
function capturedWarnings(): string[] {
  const warnings: string[] = [];
  const quiet = () => undefined;
  const logger: LoggerService = { log: quiet, error: quiet, debug: quiet, verbose: quiet, warn: (message: string) => void warnings.push(message) };
  Logger.overrideLogger(logger);
  return warnings;
}

describe("the worker's check of Redis's eviction policy (real Redis servers)", () => {
  let evicting: ChildProcess;
  let evictingRedis: Redis;
  const redises: Redis[] = [];

  beforeAll(async () => {
    const port = await freePort();
    evicting = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--maxmemory-policy', 'allkeys-lru'], { stdio: 'ignore' });
    evictingRedis = new Redis({ port, host: '127.0.0.1', retryStrategy: (attempt) => (attempt > 100 ? null : 50) });
    evictingRedis.on('error', () => undefined); // refused until the server listens; the ping below waits for it
    redises.push(evictingRedis);
    await evictingRedis.ping();
  });
  afterEach(() => Logger.overrideLogger(false));
  afterAll(() => {
    for (const redis of redises) redis.disconnect();
    evicting?.kill();
  });

  it('warns, naming the policy and what to set, when Redis may evict keys', async () => {
    const warnings = capturedWarnings();
    await new RedisEvictionCheck(evictingRedis).check();
    expect(warnings).toEqual([
      "Redis's maxmemory-policy is allkeys-lru: when its memory is full it drops keys, queued jobs among them. Set it to noeviction (docs/operations.md, \"Redis\").",
    ]);
  });

  it('says nothing when Redis never evicts', async () => {
    const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    redises.push(redis);
    const warnings = capturedWarnings();
    expect(await redis.config('GET', 'maxmemory-policy')).toEqual(['maxmemory-policy', 'noeviction']);
    await new RedisEvictionCheck(redis).check();
    expect(warnings).toEqual([]);
  });
});
