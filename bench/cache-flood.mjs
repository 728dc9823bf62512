// The cached `/api/watches` read, then the same read spelled another way on every request: a new host in
// absolute form (`GET http://h1.example/api/watches`), and a random letter case (`/aPi/WatChes`, 404).
// Other spellings must not cost the cache, so their rates should stay near the plain read's; the
// health report's cache figures are read before and after.
import autocannon from 'autocannon';

const PATH = '/api/watches';

function otherCase(path, seed) {
  let spelled = '';
  for (let index = 0; index < path.length; index += 1) spelled += ((seed >> index % 16) ^ index) & 1 ? path[index].toUpperCase() : path[index];
  return spelled === path ? path.toUpperCase() : spelled;
}

function cannon(url, { duration, connections, spell }) {
  let n = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        duration,
        connections,
        pipelining: 1,
        requests: [{ method: 'GET', path: PATH, setupRequest: (request) => ({ ...request, ...spell(n++) }) }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const health = async (url) => (await (await fetch(`${url}/api/health`)).json()).publicCache;

/** @param {{url: string, duration?: number, connections?: number, log?: (line: string) => void}} options */
export async function benchCacheFlood({ url, duration = 10, connections = 20, log = console.log }) {
  await fetch(`${url}${PATH}`);
  // The not-found page (the letter cases outside /api) reads the layout's data into the cache once, before the count.
  await fetch(`${url}${PATH.toUpperCase()}`);
  const spellings = {
    plain: () => ({}),
    absoluteHosts: (n) => ({ path: `http://h${n}.example${PATH}`, headers: { host: `h${n}.example` } }),
    letterCase: (n) => ({ path: otherCase(PATH, n) }),
  };
  const cacheBefore = await health(url);
  const results = {};
  for (const [name, spell] of Object.entries(spellings)) {
    log(`  autocannon ${duration}s x${connections} ${name} ${PATH}`);
    const result = await cannon(url, { duration, connections, spell });
    results[name] = {
      requestsPerSecond: Math.round(result.requests.average),
      p99Ms: result.latency.p99,
      total: result.requests.total,
      status2xx: result['2xx'],
      status4xx: result['4xx'],
      errors: result.errors + result.timeouts,
    };
  }
  return { duration, connections, results, cacheBefore, cacheAfter: await health(url) };
}
