import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { README_TABLE_END, README_TABLE_START, renderEnvExample, renderReadmeTable } from './docs.js';
import { REPO_ROOT, VARIABLES } from './variables.js';

const UPDATE = 'out of date: run `npm run docs -w @caliber/config`';

describe('the documentation of the variables', () => {
  it('README.md holds the current table', () => {
    const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
    const table = readme.slice(readme.indexOf(README_TABLE_START), readme.indexOf(README_TABLE_END) + README_TABLE_END.length);
    expect(table, UPDATE).toBe(renderReadmeTable());
  });

  it('.env.example is current', () => {
    expect(readFileSync(path.join(REPO_ROOT, '.env.example'), 'utf8'), UPDATE).toBe(renderEnvExample());
  });

  it('names every variable once in each, with its default', () => {
    const table = renderReadmeTable();
    const example = renderEnvExample();
    for (const name of Object.keys(VARIABLES)) {
      expect(table.split(`| \`${name}\` |`), name).toHaveLength(2);
      expect(example.split(`\n# ${name}=`), name).toHaveLength(2);
    }
    expect(table).toContain('| `PORT` | `3000` | bff, worker |');
    expect(table).toContain('| `UPLOAD_DIR` | `uploads/` in the repository | bff, worker, seed, cli |');
    expect(table).toContain('| `ANALYTICS_ID` | – | bff |');
    expect(example).toContain('# JOB_LOCK_MS=30000\n');
    expect(example).toContain('# SESSION_SECRET=\n');
  });
});
