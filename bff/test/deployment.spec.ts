import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface ComposeService {
  ports?: string[];
  command?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
}

describe('the Docker image', () => {
  it('runs as an unprivileged user', () => {
    const finalStage = read('Dockerfile').split(/^FROM /m).at(-1) ?? '';
    const users = [...finalStage.matchAll(/^USER\s+(\S+)/gm)].map((match) => match[1]);
    expect(users.at(-1)).toBeDefined();
    expect(['root', '0']).not.toContain(users.at(-1));
  });

  it('installs exactly what package-lock.json names (npm ci), never npm install', () => {
    const runs = [...read('Dockerfile').matchAll(/^RUN\s+(.+)$/gm)].map((match) => match[1]);
    expect(runs.some((run) => /\bnpm ci\b/.test(run))).toBe(true);
    expect(runs.filter((run) => /\bnpm (install|i)\b/.test(run))).toEqual([]);
  });

  it('starts every stage from a base pinned by digest', () => {
    const dockerfile = read('Dockerfile');
    const args = Object.fromEntries([...dockerfile.matchAll(/^ARG\s+(\w+)=(\S+)$/gm)].map((match) => [match[1], match[2]]));
    const bases = [...dockerfile.matchAll(/^FROM\s+(\S+)/gm)].map((match) => match[1].replace(/^\$\{(\w+)\}$/, (_, name: string) => args[name] ?? ''));
    expect(bases.length).toBeGreaterThan(0);
    for (const base of bases) expect(base).toMatch(/^[\w./-]+:[\w.-]+@sha256:[0-9a-f]{64}$/);
  });
});

describe('the build context (.dockerignore)', () => {
  const patterns = read('.dockerignore').split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('#'));

  it('leaves out keys, environment files, SECRETS_DIR and UPLOAD_DIR at the root and in every workspace', () => {
    expect(patterns).toEqual(expect.arrayContaining(['*.pem', '**/*.pem', '.env*', '**/.env*', '.secrets', 'uploads']));
  });

  it('re-includes none of them', () => {
    expect(patterns.filter((pattern) => pattern.startsWith('!'))).toEqual([]);
  });
});

describe('docker compose', () => {
  const { services } = parse(read('docker-compose.yml')) as { services: Record<string, ComposeService> };

  it('publishes the BFF and nothing else', () => {
    const published = Object.entries(services).filter(([, service]) => service.ports?.length).map(([name]) => name);
    expect(published).toEqual(['bff']);
  });

  it('binds the BFF to 127.0.0.1 unless told otherwise, for a TLS proxy in front', () => {
    expect(services.bff.ports).toEqual(['${BFF_BIND:-127.0.0.1}:3000:3000']);
    // That proxy's requests arrive from Docker's bridge gateway: it must be trusted, or every visitor shares
    // one address and one set of limits; and only it, not any private peer.
    expect(services.bff.environment?.TRUST_PROXY).toBe('${TRUST_PROXY:-loopback,${CALIBER_GATEWAY:-172.30.0.1}}');
    expect(read('docker-compose.yml')).toMatch(/TLS proxy/);
  });

  it("fixes the network's subnet, so its gateway is the one address trusted", () => {
    const { networks } = parse(read('docker-compose.yml')) as { networks: { default: { ipam: { config: { subnet: string; gateway: string }[] } } } };
    expect(networks.default.ipam.config).toEqual([{ subnet: '${CALIBER_SUBNET:-172.30.0.0/24}', gateway: '${CALIBER_GATEWAY:-172.30.0.1}' }]);
  });

  it('takes the PostgreSQL and Redis passwords from the environment, never from the file', () => {
    expect(services.postgres.environment?.POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?/);
    expect(services.redis.command).toContain('--requirepass');
    expect(services.redis.command?.[services.redis.command.indexOf('--requirepass') + 1]).toMatch(/^\$\{REDIS_PASSWORD:\?/);
    for (const name of ['bff', 'worker']) {
      expect(services[name].environment?.DATABASE_URL).toContain(':${POSTGRES_PASSWORD}@');
      expect(services[name].environment?.REDIS_URL).toContain(':${REDIS_PASSWORD}@');
    }
  });

  it('passes the mail settings to the worker, and SMTP_URL to the BFF whose dashboard says whether alerts are on', () => {
    for (const name of ['SMTP_URL', 'NOTIFY_EMAIL', 'MAIL_FROM']) {
      expect(services.worker.environment?.[name]).toBe(`\${${name}:-}`);
    }
    expect(services.bff.environment?.SMTP_URL).toBe('${SMTP_URL:-}');
  });

  it('keeps queued jobs across a Redis restart: an append-only file on a volume, written every second, no eviction', () => {
    const option = (name: string) => services.redis.command?.[services.redis.command.indexOf(name) + 1];
    expect(option('--appendonly')).toBe('yes');
    expect(option('--appendfsync')).toBe('everysec');
    expect(option('--maxmemory-policy')).toBe('noeviction');
    expect(services.redis.volumes).toEqual(['redis-data:/data']);
  });

  it('asks for one SESSION_SECRET for the BFF and the worker, and shows no demo catalogue unless told to', () => {
    for (const name of ['bff', 'worker']) {
      expect(services[name].environment?.SESSION_SECRET).toMatch(/^\$\{SESSION_SECRET:\?.*openssl rand -base64 48\}$/);
    }
    expect(services.bff.environment?.DEMO_CATALOGUE).toBe('${DEMO_CATALOGUE:-off}');
  });
});
