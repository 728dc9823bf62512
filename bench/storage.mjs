// Images from a shared bucket (docs/operations.md, "Object storage"): s3rver in a process of its own, a stack
// on the local folder and one on the bucket. First autocannon on the same image through each BFF and on s3rver
// itself (the store the bucket BFF reads, its ceiling), rounds interleaved; then an operator's uploads on
// one replica, timed until the other serves every WebP copy.
import { performance } from 'node:perf_hooks';
import { IMAGE_WIDTHS } from '@caliber/contracts';
import { signIn, startS3Server } from '@caliber/test-stack';
import { cannon, summarize } from './api.mjs';
import { generateJpeg } from './images.mjs';

const BUCKET = 'caliber-bench';
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** Nearest rank: with 10 uploads the p95 is the slowest. */
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** The answer's status, type and bytes, read whole. */
async function getImage(url) {
  const response = await fetch(url);
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, contentType: response.headers.get('content-type'), bytes };
}

/** autocannon on one file from each server in turn, `rounds` times; the median run of each kept. */
async function rateOfFile({ urls, duration, connections, rounds, log, label }) {
  const runs = Object.fromEntries(Object.keys(urls).map((server) => [server, []]));
  for (const url of Object.values(urls)) await cannon(url, { duration: 2, connections });
  for (let round = 0; round < rounds; round += 1) {
    for (const [server, url] of Object.entries(urls)) {
      log(`  autocannon ${duration}s x${connections} ${server} ${label} (round ${round + 1} of ${rounds})`);
      runs[server].push(summarize(await cannon(url, { duration, connections })));
    }
  }
  const kept = Object.fromEntries(Object.entries(runs).map(([server, list]) => [server, list.find((run) => run.requestsPerSecond === median(list.map((r) => r.requestsPerSecond)))]));
  return { ...kept, runs };
}

/** Polls replica B until every WebP width of the upload answers 200 image/webp; the ms since `startedAt`. */
async function untilCopiesServed(replicaUrl, uploadUrl, startedAt, timeoutMs = 60_000) {
  const base = uploadUrl.replace(/\.[a-z]+$/, '');
  const pending = new Set(IMAGE_WIDTHS);
  while (pending.size > 0) {
    if (performance.now() - startedAt > timeoutMs) throw new Error(`${replicaUrl} did not serve ${[...pending].join(', ')} of ${uploadUrl} within ${timeoutMs / 1000} s`);
    await Promise.all(
      [...pending].map(async (width) => {
        const copy = await getImage(`${replicaUrl}${base}-${width}.webp`);
        if (copy.status === 200 && copy.contentType === 'image/webp') pending.delete(width);
      }),
    );
    if (pending.size > 0) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return performance.now() - startedAt;
}

/** N uploads one after the other on replica A (the back office's POST /api/admin/upload), each timed until B serves its copies. */
async function uploadToOtherReplica({ stack, uploads, log }) {
  const replica = await stack.startReplica();
  const cookie = await signIn(stack.url);
  const times = [];
  for (let i = 0; i < uploads; i += 1) {
    const jpeg = await generateJpeg(1000 + i);
    const form = new FormData();
    form.append('image', new Blob([jpeg], { type: 'image/jpeg' }), `bench-${i + 1}.jpg`);
    const startedAt = performance.now();
    const response = await fetch(`${stack.url}/api/admin/upload`, { method: 'POST', body: form, headers: { Cookie: cookie } });
    const result = await response.json();
    if (response.status !== 201) throw new Error(`upload ${i + 1} answered ${response.status}: ${JSON.stringify(result)}`);
    const uploadMs = performance.now() - startedAt;
    const servedMs = await untilCopiesServed(replica.url, result.url, startedAt);
    times.push({ bytes: jpeg.length, uploadMs: Math.round(uploadMs), compressed: result.compressed, servedMs: Math.round(servedMs) });
    log(`  upload ${i + 1} of ${uploads} (${(jpeg.length / 1024 / 1024).toFixed(1)} MB): answered in ${Math.round(uploadMs)} ms (compressed ${result.compressed}), every WebP width on the other replica after ${Math.round(servedMs)} ms`);
  }
  const sorted = times.map((t) => t.servedMs).sort((a, b) => a - b);
  return { uploads, widths: [...IMAGE_WIDTHS], p50Ms: percentile(sorted, 50), p95Ms: percentile(sorted, 95), maxMs: sorted.at(-1), times };
}

/**
 * @param {object} options
 * @param {(options: object) => Promise<import('@caliber/test-stack').Stack>} options.startStack
 * @param {(pids: number[]) => Promise<void>} options.settle  waits until the stacks' start-up work is done
 * @param {number} options.rounds   interleaved autocannon rounds; the median of each server's runs is kept
 * @param {number} options.uploads  images uploaded on one replica and awaited on the other
 */
export async function benchStorage({ startStack, settle, duration = 10, connections = 50, rounds = 3, uploads = 10, log = console.log }) {
  const s3 = await startS3Server(BUCKET, { ownProcess: true });
  const stacks = [];
  try {
    const local = await startStack({ purpose: 'bench', worker: false });
    stacks.push(local);
    // With its worker, for the uploads below; it idles during the reads.
    const bucket = await startStack({ purpose: 'bench', env: s3.env });
    stacks.push(bucket);
    await settle([...local.pids, ...bucket.pids]);

    const [first] = await (await fetch(`${local.url}/api/watches/featured`)).json();
    if (!first?.imageUrl) throw new Error('the demo catalogue has no featured watch with an image');
    const files = { webp800: first.imageUrl.replace(/\.[a-z]+$/, '-800.webp'), original: first.imageUrl };
    const reads = {};
    for (const [label, file] of Object.entries(files)) {
      const name = file.slice('/uploads/'.length);
      const urls = { local: `${local.url}${file}`, bucket: `${bucket.url}${file}`, s3rver: `${s3.env.S3_ENDPOINT}/${BUCKET}/${name}` };
      const answers = await Promise.all(Object.values(urls).map(getImage));
      const [fromFolder] = answers;
      for (const [i, answer] of answers.entries()) {
        if (answer.status !== 200 || !answer.bytes.equals(fromFolder.bytes)) throw new Error(`${Object.values(urls)[i]} answered ${answer.status}, ${answer.bytes.length} bytes, not the folder's ${fromFolder.bytes.length}`);
      }
      const measured = await rateOfFile({ urls, duration, connections, rounds, log, label: file });
      reads[label] = {
        path: file,
        contentType: fromFolder.contentType,
        bytes: fromFolder.bytes.length,
        ...measured,
        bucketRatio: Number((measured.bucket.requestsPerSecond / measured.local.requestsPerSecond).toFixed(3)),
        s3rverRatio: Number((measured.s3rver.requestsPerSecond / measured.local.requestsPerSecond).toFixed(3)),
      };
    }

    log(`  ${uploads} uploads of a generated 12-megapixel JPEG on replica A, each awaited on replica B…`);
    const propagation = await uploadToOtherReplica({ stack: bucket, uploads, log });
    return { duration, connections, rounds, reads, propagation };
  } finally {
    await Promise.all(stacks.map((stack) => stack.stop()));
    await s3.stop();
  }
}
