// The docs name the code they explain: every file path and code symbol docs/ and the README write in backticks
// must exist, or a rename leaves the docs pointing at nothing (docs/README.md).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file) => readFileSync(path.join(root, file), 'utf8');

const DOCS = ['README.md', ...readdirSync(path.join(root, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];

/** The repository's top folders: a backticked text starting with one of them is a path in it. */
const TOP_FOLDERS = new Set(
  readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
    .map((entry) => entry.name),
);

/** Files the build or the bench writes, named by the docs but never committed. */
const WRITTEN_BY_TOOLS = new Set(['bench/results.json']);

/** Names of other systems the docs explain the code against (S3's calls, Kubernetes' and Argo CD's fields). */
const OUTSIDE_NAMES = new Set(['GetObject', 'emptyDir', 'enableServiceLinks', 'PodMonitor', 'PreSync']);

/** Every `backticked` text of the docs, with the doc it is in. */
const backticked = DOCS.flatMap((doc) => [...read(doc).matchAll(/`([^`\n]+)`/g)].map((match) => ({ doc, text: match[1] })));

/** `bff/src/app.ts`, `packages/ui/src/components/` or `mfe-admin/src/features/images/hooks/use-upload-progress.ts:12`. */
function pathOf(text) {
  const match = /^([\w.-]+(?:\/[\w.@$[\]-]+)+\/?)(?::\d+)?$/.exec(text);
  return match && TOP_FOLDERS.has(match[1].split('/')[0]) ? match[1] : null;
}

/** `WatchSearchService`, `clientAddress()`, `useLinkToken`: an identifier with an inner capital, or a call. */
function symbolOf(text) {
  const match = /^([A-Za-z_$][\w$]*)(\(\))?$/.exec(text);
  return match && (/[a-z][A-Z]/.test(match[1]) || match[2]) ? match[1] : null;
}

const committed = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
const code = committed
  .filter((file) => /\.(ts|tsx|mjs|cjs|js|ya?ml|json|sql|sh)$/.test(file) && !file.startsWith('docs/') && existsSync(path.join(root, file)))
  .map(read)
  .join('\n');

describe('the docs', () => {
  it('name only files and folders that exist', () => {
    const missing = backticked.flatMap(({ doc, text }) => {
      const file = pathOf(text);
      return file && !WRITTEN_BY_TOOLS.has(file) && !existsSync(path.join(root, file)) ? [`${doc}: ${file}`] : [];
    });
    expect(missing).toEqual([]);
  });

  it('name only symbols the code has', () => {
    const missing = backticked.flatMap(({ doc, text }) => {
      const symbol = symbolOf(text);
      return symbol && !OUTSIDE_NAMES.has(symbol) && !new RegExp(`\\b${symbol.replace(/\$/g, '\\$')}\\b`).test(code) ? [`${doc}: ${symbol}`] : [];
    });
    expect(missing).toEqual([]);
  });
});
