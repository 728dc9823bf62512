import { LocalFileStorage, readWholeFile } from '@caliber/core/storage';
import { mkdtempSync, rmSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryCachedStorage } from './memory-cached-storage.js';

describe('MemoryCachedStorage', () => {
  let directory: string;
  let folder: LocalFileStorage;
  let cached: MemoryCachedStorage;
  const bytes = (size: number, fill: number) => Buffer.alloc(size, fill);

  beforeEach(() => {
    directory = mkdtempSync(path.join(tmpdir(), 'caliber-cached-storage-'));
    folder = new LocalFileStorage(directory);
    cached = new MemoryCachedStorage(folder, { maxBytes: 250, maxImageBytes: 100 });
  });
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  it('answers a small image read once from memory, whole or by range, once the store has lost it', async () => {
    await folder.write('a-400.webp', bytes(100, 1), 'image/webp');
    expect((await readWholeFile(cached, 'a-400.webp'))!.equals(bytes(100, 1))).toBe(true);
    unlinkSync(path.join(directory, 'a-400.webp'));
    expect((await readWholeFile(cached, 'a-400.webp'))!.equals(bytes(100, 1))).toBe(true);
    const part = await cached.read('a-400.webp', { start: 10, end: 19 });
    expect(part!.info.size).toBe(100);
    const chunks: Buffer[] = [];
    for await (const chunk of part!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes(10, 1))).toBe(true);
  });

  it('streams a larger image from the store every time, and holds none of it', async () => {
    await folder.write('big.jpg', bytes(101, 2), 'image/jpeg');
    expect((await readWholeFile(cached, 'big.jpg'))!.length).toBe(101);
    expect(cached.bytesHeld).toBe(0);
    unlinkSync(path.join(directory, 'big.jpg'));
    expect(await cached.read('big.jpg')).toBeNull();
  });

  it('holds at most maxBytes, dropping the least recently read first', async () => {
    for (const name of ['a.jpg', 'b.jpg', 'c.jpg']) await folder.write(name, bytes(100, 3), 'image/jpeg');
    await readWholeFile(cached, 'a.jpg');
    await readWholeFile(cached, 'b.jpg');
    await readWholeFile(cached, 'a.jpg'); // a is now the most recent
    await readWholeFile(cached, 'c.jpg');
    expect(cached.bytesHeld).toBe(200);
    for (const name of ['a.jpg', 'b.jpg', 'c.jpg']) unlinkSync(path.join(directory, name));
    expect([await cached.exists('a.jpg'), await cached.exists('b.jpg'), await cached.exists('c.jpg')]).toEqual([true, false, true]);
  });

  it('forgets an image it removes', async () => {
    await folder.write('d.png', bytes(50, 4), 'image/png');
    await readWholeFile(cached, 'd.png');
    await cached.remove('d.png');
    expect([cached.bytesHeld, await cached.read('d.png')]).toEqual([0, null]);
  });
});
