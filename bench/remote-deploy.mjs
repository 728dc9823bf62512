// Remote deploys: the catalog served from a static host of its own, as a remote team deploys it
// (docs/deploying-a-remote.md). Each round stages a new signed build, uploads it at a random moment of the
// BFF's polling cycle (REMOTE_MANIFEST_POLL_SECONDS at its default) and times until GET / is rendered with it.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeReleaseKey, stageRelease, startStack, startStaticRemoteServer, uploadRelease } from '@caliber/test-stack';

const HERO = 'Exceptional Timepieces for Discerning Collectors';
const POLL_SECONDS = 15;

export async function benchRemoteDeploy({ rounds = 4, log }) {
  const work = mkdtempSync(path.join(tmpdir(), 'caliber-bench-deploy-'));
  const host = path.join(work, 'host');
  mkdirSync(host);
  const key = await makeReleaseKey(work);
  uploadRelease((await stageRelease({ folder: 'mfe-catalog', key, parent: work })).dist, host);
  const remote = await startStaticRemoteServer({ root: host });
  const stack = await startStack({ purpose: 'bench', worker: false, env: { REMOTE_CATALOG_URL: remote.entryUrl, REMOTE_CATALOG_PUBLIC_KEYS: key.entry } });
  try {
    const seconds = [];
    for (let round = 1; round <= rounds; round += 1) {
      const marker = `${HERO}, build ${round}`;
      const { dist } = await stageRelease({ folder: 'mfe-catalog', key, parent: work, change: { find: HERO, replace: marker } });
      await new Promise((resolve) => setTimeout(resolve, Math.random() * POLL_SECONDS * 1000));
      const uploadedAt = performance.now();
      uploadRelease(dist, host);
      while (!(await (await fetch(`${stack.url}/`)).text()).includes(marker)) await new Promise((resolve) => setTimeout(resolve, 100));
      seconds.push(Number(((performance.now() - uploadedAt) / 1000).toFixed(1)));
      log(`  round ${round}: rendered with the new build ${seconds.at(-1)} s after its upload`);
    }
    const average = Number((seconds.reduce((sum, s) => sum + s, 0) / seconds.length).toFixed(1));
    return { pollSeconds: POLL_SECONDS, rounds, seconds, averageSeconds: average, worstSeconds: Math.max(...seconds) };
  } finally {
    await stack.stop();
    await remote.close();
    rmSync(work, { recursive: true, force: true });
  }
}
