import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { compressedImageUrl, IMAGE_WIDTHS, UPLOAD_PREFIX } from '@caliber/contracts';
import type { DemoImageSpec } from './image-spec.js';
import { collectionSceneSvg, watchSceneSvg } from './svg/scene.js';

const JPEG_QUALITY = 86;
const WEBP_QUALITY = 78;
/** libwebp effort 0-6: 2 encodes twice as fast as the default 4 for files about 4% larger. */
const WEBP_EFFORT = 2;

/** The SVG document of a demo image. */
function demoImageSvg(spec: DemoImageSpec): string {
  return spec.kind === 'watch' ? watchSceneSvg(spec) : collectionSceneSvg(spec);
}

/** Upload id of the `n`th (from 1) gallery image of the watch with this slug, stable across seeds. */
export function demoImageId(watchSlug: string, n: number): string {
  return `demo-${watchSlug}-${n}`;
}

/** Upload id of a collection's image, stable across seeds. */
export function demoCollectionImageId(collectionSlug: string): string {
  return `demo-collection-${collectionSlug}`;
}

/** Rasterises a demo image once, as raw RGB pixels every encoding can start from. */
async function rasterise(spec: DemoImageSpec): Promise<{ data: Buffer; info: OutputInfo }> {
  return sharp(Buffer.from(demoImageSvg(spec))).removeAlpha().raw().toBuffer({ resolveWithObject: true });
}

function fromRaw({ data, info }: { data: Buffer; info: OutputInfo }): Sharp {
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
}

/**
 * Renders a demo image and writes it the way uploads are stored (docs/architecture.md): the original
 * `<folder>/<id>.jpg` and a WebP copy `<folder>/<id>-<width>.webp` per `IMAGE_WIDTHS`.
 * A copy never upscales: a width past the original's (2000 for a 1600x2000 portrait) gets a copy
 * at the original's size. Writing the same id again overwrites the files, so re-seeding is idempotent.
 */
export async function writeDemoImage(folder: string, id: string, spec: DemoImageSpec): Promise<void> {
  const raw = await rasterise(spec);
  const { width } = raw.info;
  const webpByWidth = new Map<number, Promise<Buffer>>();
  const webpAt = (copyWidth: number) => {
    let webp = webpByWidth.get(copyWidth);
    if (!webp) {
      webp = fromRaw(raw).resize({ width: copyWidth }).webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT }).toBuffer();
      webpByWidth.set(copyWidth, webp);
    }
    return webp;
  };
  const jpeg = await fromRaw(raw).jpeg({ quality: JPEG_QUALITY }).toBuffer();
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, `${id}.jpg`), jpeg);
  await Promise.all(
    IMAGE_WIDTHS.map(async (target) => {
      const name = compressedImageUrl(id, target).slice(UPLOAD_PREFIX.length);
      await writeFile(join(folder, name), await webpAt(Math.min(target, width)));
    }),
  );
}
