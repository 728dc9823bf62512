import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The lint rules that keep the front-ends' shape (eslint.config.mjs, docs/architecture.md), tried as the build runs them. */
const repoRoot = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: repoRoot });

async function ruleIdsFor(code, file) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result.messages.map((message) => message.ruleId);
}

// The first lint loads ESLint's whole configuration, seconds on a busy machine: not a measure of anything.
describe('the front-ends’ lint', { timeout: 60_000 }, () => {
  it('refuses a feature importing from another feature, and lets it import its own files and shared ones', async () => {
    const file = 'shell/src/features/search/components/example.tsx';
    expect(await ruleIdsFor("import { Footer } from '../../consent/components/footer';\nexport const x = Footer;\n", file)).toEqual(['caliber/feature-boundaries']);
    expect(await ruleIdsFor("export { Footer } from '../../../features/consent/components/footer';\n", file)).toEqual(['caliber/feature-boundaries']);
    expect(await ruleIdsFor("import { a } from '../hooks/a';\nimport { b } from '../../../components/b';\nimport { c } from '../../../lib/c';\nexport const x = [a, b, c];\n", file)).toEqual([]);
    // The app layer composes features.
    expect(await ruleIdsFor("import { SearchField } from '../../../features/search/components/search-field';\nexport const x = SearchField;\n", 'shell/src/app/layout/components/example.tsx')).toEqual([]);
  });

  it('refuses an import upward: a feature from the app layer, shared code from a feature or the app layer', async () => {
    const feature = 'shell/src/features/consent/hooks/example.ts';
    expect(await ruleIdsFor("import { App } from '../../../app/app';\nexport const x = App;\n", feature)).toEqual(['import-x/no-restricted-paths']);
    expect(await ruleIdsFor("import { ConfigProvider } from '../../../lib/config-context';\nexport const x = ConfigProvider;\n", feature)).toEqual([]);
    const shared = 'mfe-admin/src/lib/example.ts';
    expect(await ruleIdsFor("import { x } from '../features/watches/components/watch-dialog';\nexport const y = x;\n", shared)).toEqual(['import-x/no-restricted-paths']);
    expect(await ruleIdsFor("import { AdminApp } from '../app/admin-app';\nexport const y = AdminApp;\n", shared)).toEqual(['import-x/no-restricted-paths']);
  });

  it('refuses an import cycle', async () => {
    // The consent banner imports this hook: the hook importing the banner closes the circle.
    const code = "import { ConsentBanner } from '../components/consent-banner';\nexport const x = ConsentBanner;\n";
    expect(await ruleIdsFor(code, 'shell/src/features/consent/hooks/use-consent.ts')).toEqual(['import-x/no-cycle']);
  });

  it('refuses a hook called conditionally', async () => {
    const code = "import { useContext, createContext } from 'react';\nconst C = createContext(1);\nexport function useThing(on: boolean) {\n  return on ? useContext(C) : 0;\n}\n";
    expect(await ruleIdsFor(code, 'packages/ui/src/data/example.ts')).toEqual(['react-hooks/rules-of-hooks']);
  });

  it('finds nothing to refuse in the front-ends as they are', async () => {
    const results = await eslint.lintFiles(['packages/ui/src', 'shell/src', 'mfe-catalog/src', 'mfe-forms/src', 'mfe-admin/src']);
    const problems = results.flatMap((result) => result.messages.map((message) => `${path.relative(repoRoot, result.filePath)}:${message.line} ${message.ruleId}: ${message.message}`));
    expect(problems).toEqual([]);
  }, 120_000);
});
