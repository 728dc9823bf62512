import type { ReadyProxy } from './ready-proxy.js';
import type { Replica, Stack } from './stack.js';

/** Drain long enough for the proxy (checking every 100 ms) to take a replica out on a busy 2-core machine. */
export const ROLLING_REPLICA_ENV = { SHUTDOWN_DRAIN_SECONDS: '2', SHUTDOWN_FINISH_SECONDS: '20' };

/** What the load through the proxy asks during an update: two API reads, a rendered page, liveness. */
export const ROLLING_LOAD_PATHS = ['/api/collections', '/api/watches', '/', '/api/health/live'];

/** Polls until `probe` holds (never a fixed sleep). */
export async function waitUntil(probe: () => boolean | Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** One more BFF of the stack, sent requests by the proxy once its readiness answers 200. */
export async function startReplicaBehind(stack: Stack, proxy: ReadyProxy, env: Record<string, string> = ROLLING_REPLICA_ENV): Promise<Replica> {
  const replica = await stack.startReplica(env);
  proxy.add(replica.url);
  await waitUntil(() => proxy.ready().includes(replica.url), `${replica.url} to be ready`);
  return replica;
}

export interface RollingUpdateOptions {
  stack: Stack;
  proxy: ReadyProxy;
  /** The replicas behind the proxy now, replaced in this order. */
  serving: Replica[];
  env?: Record<string, string>;
  /** Just before the replica gets SIGTERM. */
  beforeTerminate?(old: Replica, turn: number): void | Promise<void>;
  /** Once the proxy has taken the replica out, before it exits. */
  whileDraining?(old: Replica, turn: number): void | Promise<void>;
  /** Once its successor is ready behind the proxy. */
  afterTurn?(fresh: Replica, turn: number): void | Promise<void>;
}

export interface RollingUpdate {
  /** The replicas serving at the end. */
  replicas: Replica[];
  /** How each replaced replica exited (a drained BFF exits 0). */
  exits: { code: number | null; signal: NodeJS.Signals | null }[];
}

/**
 * A rolling update as an orchestrator runs one (docs/operations.md, "Rolling update and drain"): each replica in
 * turn gets SIGTERM, leaves the proxy once its readiness fails, exits, and a new one joins once it is ready.
 */
export async function rollReplicas({ stack, proxy, serving, env = ROLLING_REPLICA_ENV, beforeTerminate, whileDraining, afterTurn }: RollingUpdateOptions): Promise<RollingUpdate> {
  const replicas: Replica[] = [];
  const exits: RollingUpdate['exits'] = [];
  for (const [turn, old] of serving.entries()) {
    await beforeTerminate?.(old, turn);
    old.terminate();
    await waitUntil(() => !proxy.ready().includes(old.url), 'the proxy to see the replica not ready');
    await whileDraining?.(old, turn);
    exits.push(await old.exited);
    proxy.remove(old.url);
    const fresh = await startReplicaBehind(stack, proxy, env);
    replicas.push(fresh);
    await afterTurn?.(fresh, turn);
  }
  return { replicas, exits };
}
