// Image compression: a generated 12-megapixel JPEG (4000x3000, textured so the encoder has real work)
// through the worker's own `compressImage` (worker/dist/images/compress-image.js): every WebP width
// the product stores, one decode, as the images queue does it.
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import sharp from 'sharp';
import { repoRoot } from '../scripts/lib/run.mjs';

const WIDTH = 4000;
const HEIGHT = 3000;

/**
 * A photo-like 12 MP JPEG: smooth gradients plus per-pixel noise (noise alone would be unrealistically hard).
 * Another `seed` makes other bytes (the storage step uploads several).
 */
export async function generateJpeg(seed = 42) {
  const channels = 3;
  const pixels = Buffer.alloc(WIDTH * HEIGHT * channels);
  const random = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const i = (y * WIDTH + x) * channels;
      const ring = Math.sin(Math.hypot(x - WIDTH / 2, y - HEIGHT / 2) / 40) * 40;
      const noise = (random() - 0.5) * 50;
      pixels[i] = Math.max(0, Math.min(255, 120 + (x / WIDTH) * 80 + ring + noise));
      pixels[i + 1] = Math.max(0, Math.min(255, 100 + (y / HEIGHT) * 60 + ring + noise));
      pixels[i + 2] = Math.max(0, Math.min(255, 90 + ring * 0.5 + noise));
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels } }).jpeg({ quality: 90 }).toBuffer();
}

export async function benchImages({ runs = 3, log = console.log } = {}) {
  const { compressImage } = await import(pathToFileURL(path.join(repoRoot, 'worker/dist/images/compress-image.js')).href);
  const input = await generateJpeg();
  const timings = [];
  let copies = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    copies = await compressImage(input);
    timings.push(performance.now() - start);
    log(`  compressImage run ${run + 1}: ${Math.round(timings.at(-1))} ms`);
  }
  const sorted = [...timings].sort((a, b) => a - b);
  return {
    megapixels: (WIDTH * HEIGHT) / 1e6,
    inputBytes: input.length,
    outputs: copies.map(({ width, actualWidth, actualHeight, bytes }) => ({ width, actualWidth, actualHeight, bytes: bytes.length })),
    largestOutputBytes: Math.max(...copies.map(({ bytes }) => bytes.length)),
    totalOutputBytes: copies.reduce((sum, { bytes }) => sum + bytes.length, 0),
    runs,
    medianMs: Math.round(sorted[Math.floor(sorted.length / 2)]),
    minMs: Math.round(sorted[0]),
    sharpConcurrency: sharp.concurrency(),
  };
}
