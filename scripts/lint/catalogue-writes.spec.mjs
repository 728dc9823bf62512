// Every write of the catalogue goes through the core's writers, which announce the change the caches listen to
// (docs/architecture.md): a cache cleared by hand, a table written around the writers or a change announced from
// an app would let the storefront show a stale watch. Fails the build when one comes back.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

function sourcesUnder(dir) {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

const APP_SOURCES = [...sourcesUnder('bff/src'), ...sourcesUnder('worker/src')];

/** The lines of the app sources matching a pattern (made for each file's text), as "file:line: text". */
function linesMatching(patternOf) {
  return APP_SOURCES.flatMap((file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    const pattern = typeof patternOf === 'function' ? patternOf(text) : patternOf;
    if (!pattern) return [];
    return text.split('\n').flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
  });
}

/** A write through a field holding the core's watch or collection repository (`this.watches.update(`). */
function repositoryWrites(text) {
  const fields = [...text.matchAll(/(\w+): (WatchesRepository|CollectionsRepository)\b/g)].map((match) => match[1]);
  return fields.length > 0 ? new RegExp(`this\\.(${fields.join('|')})\\.(add|update|delete|save|reorder|insert|upsert)\\(`) : null;
}

describe('catalogue writes', () => {
  it('clear no cache by hand: the caches listen to the catalogue-changed event', () => {
    expect(linesMatching(/\.invalidate\w*\(|publicCacheChannel|catalogueChannel/)).toEqual([]);
  });

  it('announce changes only from the core writers', () => {
    expect(linesMatching(/\.announce\(/)).toEqual([]);
  });

  it('write watches and collections only through the core writers', () => {
    expect(linesMatching(/InjectRepository\((WatchEntity|CollectionEntity)\)|getRepository\((WatchEntity|CollectionEntity)\)/)).toEqual([]);
    expect(linesMatching(repositoryWrites)).toEqual([]);
  });
});
