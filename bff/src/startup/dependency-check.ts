import net from 'node:net';

interface Dependency {
  name: 'PostgreSQL' | 'Redis';
  url: string;
  defaultPort: number;
  setting: string;
  howToStart: string;
}

function reachable(url: string, defaultPort: number): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname.replace(/^\[|\]$/g, ''), port: Number(port || defaultPort), timeout: 2000 });
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Lists each dependency that cannot be reached, where it was looked for, and how to start it. */
export async function unreachableDependencies(databaseUrl: string, redisUrl: string): Promise<string[]> {
  const dependencies: Dependency[] = [
    {
      name: 'PostgreSQL',
      url: databaseUrl,
      defaultPort: 5432,
      setting: 'DATABASE_URL',
      howToStart:
        '`pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start` (Debian), `brew services start postgresql` (macOS) or `docker compose -f docker-compose.yml -f docker-compose.dev.yml up -d postgres` (see the README)',
    },
    {
      name: 'Redis',
      url: redisUrl,
      defaultPort: 6379,
      setting: 'REDIS_URL',
      howToStart:
        '`redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no`, `brew services start redis` or `docker compose -f docker-compose.yml -f docker-compose.dev.yml up -d redis`',
    },
  ];
  const problems: string[] = [];
  for (const dependency of dependencies) {
    if (await reachable(dependency.url, dependency.defaultPort)) continue;
    const { hostname, port } = new URL(dependency.url);
    problems.push(
      `${dependency.name} cannot be reached at ${hostname}:${port || dependency.defaultPort} (${dependency.setting}).\n    Start it with ${dependency.howToStart}.`,
    );
  }
  return problems;
}
