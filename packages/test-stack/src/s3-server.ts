import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { stopChild } from './stack.js';

export interface S3Server {
  /** The S3_* settings and credentials that point Caliber's storage at this server's bucket. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export interface S3ServerOptions {
  /**
   * Run s3rver as a process of its own (its command line, as docs/operations.md shows), not in this one: for the
   * bench, whose load generator would otherwise share s3rver's event loop.
   */
  ownProcess?: boolean;
}

/** A real S3-compatible server (s3rver) on a free port, with one empty bucket; `stop()` ends it and deletes its files. */
export async function startS3Server(bucket = 'caliber-test', { ownProcess = false }: S3ServerOptions = {}): Promise<S3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'caliber-s3-'));
  const { port, close } = ownProcess ? await runS3rverProcess(directory, bucket) : await runS3rver(directory, bucket);
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: 'true',
      // s3rver's fixed credentials.
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async stop() {
      await close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

async function runS3rver(directory: string, bucket: string) {
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return { port, close: () => server.close() };
}

function runS3rverProcess(directory: string, bucket: string): Promise<{ port: number; close(): Promise<void> }> {
  const cli = createRequire(import.meta.url).resolve('s3rver/bin/s3rver.js');
  const child = spawn('node', [cli, '-d', directory, '-a', '127.0.0.1', '-p', '0', '--silent', '--configure-bucket', bucket], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let output = '';
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      output += String(chunk);
      const listening = /listening on \S+:(\d+)/.exec(output);
      if (listening) resolve({ port: Number(listening[1]), close: () => stopChild(child) });
    });
  });
}
