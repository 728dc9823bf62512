// Pages: Lighthouse 12.8 (node API, default config = mobile emulation with simulated throttling)
// driving Debian's Chromium, a new browser with a new profile for every run, as the Lighthouse CLI and
// PageSpeed Insights measure a first visit (Lighthouse's own reset between runs in one browser clears the
// cache but keeps localStorage, where the web fonts' flag lives: docs/design.md, "Type"). Each page is run BENCH_LIGHTHOUSE_RUNS times (default 5), since one run cannot
// tell: the report is the median run's (by performance score), with every measure's median and spread
// and the largest paint's element and phases. JavaScript bytes are reported twice: as transferred (the BFF
// may send brotli) and as gzip of the same files, which is what the home page's target and the plain bundle use.
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@caliber/test-stack';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { rawGet } from './raw-get.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The audits of a category that did not pass, with a short excerpt of what they flag. */
function failedAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0 || category === 'performance')
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual')
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      displayValue: audit.displayValue,
      items: (Array.isArray(audit.details?.items) ? audit.details.items : []).slice(0, 4).map((item) =>
        item.node ? (item.node.snippet ?? item.node.selector) : item.url ?? item.source?.url ?? item.description ?? JSON.stringify(item).slice(0, 200),
      ),
    }));
}

async function pageReport(lhr, baseUrl) {
  const requests = lhr.audits['network-requests'].details.items;
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  const scriptFiles = [];
  for (const script of scripts) {
    const sameOrigin = script.url.startsWith(baseUrl);
    const gzipBytes = sameOrigin ? gzipSync((await rawGet(script.url)).body).length : null;
    scriptFiles.push({ url: script.url.replace(baseUrl, ''), transferBytes: script.transferSize, gzipBytes });
  }
  scriptFiles.sort((a, b) => (b.gzipBytes ?? b.transferBytes) - (a.gzipBytes ?? a.transferBytes));
  const scores = Object.fromEntries(CATEGORIES.map((category) => [category, Math.round(lhr.categories[category].score * 100)]));
  return {
    scores,
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(4)),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    speedIndexMs: Math.round(lhr.audits['speed-index'].numericValue),
    domNodes: lhr.audits['dom-size'].numericValue,
    requests: requests.length,
    jsFiles: scripts.length,
    jsTransferBytes: scripts.reduce((sum, script) => sum + script.transferSize, 0),
    jsGzipBytes: scriptFiles.reduce((sum, file) => sum + (file.gzipBytes ?? file.transferBytes), 0),
    totalTransferBytes: requests.reduce((sum, request) => sum + request.transferSize, 0),
    adminRemoteRequests: requests.filter((request) => request.url.includes('/remotes/admin/')).map((request) => request.url.replace(baseUrl, '')),
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    lcpPhases: lcpPhases(lhr),
    scriptFiles,
    failed: Object.fromEntries(CATEGORIES.map((category) => [category, failedAudits(lhr, category)])),
    runWarnings: lhr.runWarnings,
  };
}

/** The largest paint's phases in ms (TTFB, load delay, load time, render delay), as Lighthouse 12 breaks it down. */
function lcpPhases(lhr) {
  const tables = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const phases = tables.find((table) => table.items?.[0]?.phase)?.items ?? [];
  return Object.fromEntries(phases.map(({ phase, timing }) => [phase, Math.round(timing)]));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Median and spread of each measure over the runs of one page. */
function spreadOf(reports) {
  const measure = (read) => {
    const values = reports.map(read);
    return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
  };
  return {
    performance: measure((r) => r.scores.performance),
    lcpMs: measure((r) => r.lcpMs),
    tbtMs: measure((r) => r.tbtMs),
    cls: measure((r) => r.cls),
    domNodes: measure((r) => r.domNodes),
  };
}

/** One Lighthouse run in a browser of its own (chrome-launcher gives each launch a new profile). */
async function lighthouseRun(url, maxWaitForLoad) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, maxWaitForLoad });
    if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/**
 * Lighthouse on each path. With `keepFailedRuns`, a run Lighthouse gives up on (a page that holds the browser past
 * its waits) is listed in `failedRuns` and the others still count; a page none of whose runs finished has no report.
 * `maxWaitForLoad` (ms) is Lighthouse's own setting, 45 s by default.
 */
export async function benchPages({ baseUrl, paths, runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 5), maxWaitForLoad, keepFailedRuns = false, log = console.log }) {
  const pages = {};
  for (const path of paths) {
    log(`  lighthouse ${path} (${runs} runs)`);
    const reports = [];
    const failedRuns = [];
    for (let run = 0; run < runs; run += 1) {
      try {
        reports.push(await pageReport(await lighthouseRun(`${baseUrl}${path}`, maxWaitForLoad), baseUrl));
      } catch (error) {
        if (!keepFailedRuns) throw error;
        failedRuns.push(error.message);
        log(`    run ${run + 1} failed: ${error.message}`);
      }
    }
    if (reports.length === 0) {
      pages[path] = { runs: 0, failedRuns };
      continue;
    }
    const byPerformance = [...reports].sort((a, b) => a.scores.performance - b.scores.performance || a.lcpMs - b.lcpMs);
    pages[path] = { ...byPerformance[Math.floor(reports.length / 2)], runs: reports.length, failedRuns, spread: spreadOf(reports) };
  }
  return { lighthouse: createRequire(import.meta.url)('lighthouse/package.json').version, pages };
}
