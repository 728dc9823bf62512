import { loadBffConfig, loadPrepareConfig, loadWorkerConfig } from '@caliber/config';
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';

const root = path.resolve(import.meta.dirname, '../..');
const base = path.join(root, 'deploy/kubernetes');

interface Manifest {
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  // Each kind has its own spec; the checks below read what they need.
  spec?: any;
  data?: Record<string, string>;
}

interface Kustomization {
  resources: string[];
  labels: { pairs: Record<string, string> }[];
  configMapGenerator: { name: string; envs: string[]; options?: { labels?: Record<string, string> } }[];
}

const SECRET_KEYS = ['SESSION_SECRET', 'DATABASE_URL', 'REDIS_URL', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'ADMIN_PASSWORD', 'SMTP_URL', 'EBAY_CLIENT_SECRET'];

/** What an operator's Secret would hold, for the configuration's checks; never in the manifests. */
const SECRET_STAND_INS: Record<string, string> = {
  SESSION_SECRET: 'k'.repeat(48),
  DATABASE_URL: 'postgres://caliber:stand-in@db.internal:5432/caliber',
  REDIS_URL: 'rediss://:stand-in@redis.internal:6379',
  ADMIN_USERNAME: 'owner',
  ADMIN_PASSWORD: 'a stand-in password of some length',
};

const kubectlExists = spawnSync('kubectl', ['version', '--client'], { stdio: 'ignore' }).status === 0;

/** What `kubectl kustomize` would give, read with the YAML parser: the resources, the generated ConfigMap, the common labels. */
function renderWithParser(): Manifest[] {
  const kustomization = parse(readFileSync(path.join(base, 'kustomization.yaml'), 'utf8')) as Kustomization;
  const resources = kustomization.resources.flatMap((file) =>
    parseAllDocuments(readFileSync(path.join(base, file), 'utf8')).map((document) => document.toJS() as Manifest),
  );
  const configMaps = kustomization.configMapGenerator.map(({ name, envs, options }): Manifest => {
    const lines = envs.flatMap((file) => readFileSync(path.join(base, file), 'utf8').split('\n'));
    const entries = lines.filter((line) => line.trim() !== '' && !line.startsWith('#')).map((line) => line.split(/=(.*)/s).slice(0, 2));
    return { kind: 'ConfigMap', metadata: { name, labels: options?.labels }, data: Object.fromEntries(entries) };
  });
  const common = Object.assign({}, ...kustomization.labels.map((label) => label.pairs)) as Record<string, string>;
  return [...configMaps, ...resources].map((manifest) => ({ ...manifest, metadata: { ...manifest.metadata, labels: { ...manifest.metadata.labels, ...common } } }));
}

function renderWithKubectl(): Manifest[] {
  const text = execFileSync('kubectl', ['kustomize', base], { encoding: 'utf8' });
  return parseAllDocuments(text).map((document) => document.toJS() as Manifest);
}

const manifests = kubectlExists ? renderWithKubectl() : renderWithParser();
const find = (kind: string, name: string) => {
  const manifest = manifests.find((candidate) => candidate.kind === kind && candidate.metadata.name === name);
  if (!manifest) throw new Error(`no ${kind} ${name} in deploy/kubernetes`);
  return manifest;
};
const config = manifests.find((manifest) => manifest.kind === 'ConfigMap' && manifest.metadata.name.startsWith('caliber-config'))?.data ?? {};
const bff = find('Deployment', 'caliber-bff');
const worker = find('Deployment', 'caliber-worker');
const prepare = find('Job', 'caliber-prepare');
const workloads = [bff, worker, prepare];
const matches = (selector: Record<string, string>, labels: Record<string, string>) => Object.entries(selector).every(([key, value]) => labels[key] === value);

interface Container {
  name: string;
  image: string;
  command?: string[];
  ports?: { name: string; containerPort: number }[];
  env?: { name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } }[];
  envFrom?: { configMapRef?: { name: string } }[];
  securityContext?: Record<string, unknown> & { capabilities?: { drop?: string[] } };
  [probe: string]: unknown;
}
const containersOf = (workload: Manifest) => workload.spec.template.spec.containers as Container[];
const bffContainer = containersOf(bff)[0];
const portNamed = (container: Container, name: string) => container.ports?.find((port) => port.name === name)?.containerPort;

describe(`the Kubernetes base (${kubectlExists ? 'kubectl kustomize' : 'read with the YAML parser'})`, () => {
  it('holds the BFF, its Service, PDB, HPA and Ingress, the worker, the preparation Job and the settings, in no namespace', () => {
    expect(manifests.map((manifest) => manifest.kind).sort()).toEqual(
      ['ConfigMap', 'Deployment', 'Deployment', 'HorizontalPodAutoscaler', 'Ingress', 'Job', 'PodDisruptionBudget', 'Service'],
    );
    for (const manifest of manifests) {
      expect(manifest.metadata.namespace, `${manifest.kind} ${manifest.metadata.name}`).toBeUndefined();
      expect(manifest.metadata.labels?.['app.kubernetes.io/part-of'], `${manifest.kind} ${manifest.metadata.name}`).toBe('caliber');
    }
  });

  it('runs at least two BFF replicas, counted by the HPA, and the PDB keeps one of them', () => {
    const hpa = find('HorizontalPodAutoscaler', 'caliber-bff');
    expect(hpa.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: 'caliber-bff' });
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
    expect(hpa.spec.maxReplicas).toBeGreaterThan(hpa.spec.minReplicas);
    // The HPA owns the count: a count in the Deployment would be applied again over the HPA's at each deploy.
    expect(bff.spec.replicas).toBeUndefined();
    expect(bff.spec.strategy.rollingUpdate.maxUnavailable).toBe(0);
    expect(hpa.spec.metrics.map((metric: { resource: { name: string } }) => metric.resource.name)).toEqual(['cpu']);
    const pdb = find('PodDisruptionBudget', 'caliber-bff');
    expect(pdb.spec.minAvailable).toBe(1);
    expect(matches(pdb.spec.selector.matchLabels, bff.spec.template.metadata.labels)).toBe(true);
    expect(matches(pdb.spec.selector.matchLabels, worker.spec.template.metadata.labels)).toBe(false);
  });

  it('probes the BFF on its port: startup and readiness on /api/health/ready, liveness on /api/health/live', () => {
    const probe = (name: string) => bffContainer[name] as { httpGet: { path: string; port: string | number } };
    expect(probe('startupProbe').httpGet.path).toBe('/api/health/ready');
    expect(probe('readinessProbe').httpGet.path).toBe('/api/health/ready');
    expect(probe('livenessProbe').httpGet.path).toBe('/api/health/live');
    const appPort = Number(config.PORT ?? 3000);
    for (const name of ['startupProbe', 'readinessProbe', 'livenessProbe']) {
      const port = probe(name).httpGet.port;
      expect(typeof port === 'number' ? port : portNamed(bffContainer, port), name).toBe(appPort);
    }
    expect(bffContainer.resources).toMatchObject({ requests: { cpu: expect.any(String), memory: expect.any(String) }, limits: { memory: expect.any(String) } });
  });

  it('sends the Service and the Ingress to the BFF only; the worker has no Service', () => {
    const services = manifests.filter((manifest) => manifest.kind === 'Service');
    expect(services.map((service) => service.metadata.name)).toEqual(['caliber-bff']);
    expect(matches(services[0].spec.selector, bff.spec.template.metadata.labels)).toBe(true);
    expect(matches(services[0].spec.selector, worker.spec.template.metadata.labels)).toBe(false);
    expect(portNamed(bffContainer, services[0].spec.ports[0].targetPort)).toBe(Number(config.PORT ?? 3000));
    const backends = find('Ingress', 'caliber').spec.rules.flatMap((rule: { http: { paths: { backend: { service: { name: string } } }[] } }) =>
      rule.http.paths.map((entry) => entry.backend.service.name),
    );
    expect(new Set(backends)).toEqual(new Set(['caliber-bff']));
  });

  it('runs every container as a non-root user on a read-only root file system, without privilege escalation or capabilities', () => {
    for (const workload of workloads) {
      const pod = workload.spec.template.spec;
      for (const container of containersOf(workload)) {
        const where = `${workload.metadata.name}/${container.name}`;
        const security = { ...pod.securityContext, ...container.securityContext };
        expect(security.runAsNonRoot, where).toBe(true);
        expect(security.runAsUser, where).toBeGreaterThan(0);
        expect(security.readOnlyRootFilesystem, where).toBe(true);
        expect(security.allowPrivilegeEscalation, where).toBe(false);
        expect(container.securityContext?.capabilities?.drop, where).toEqual(['ALL']);
      }
    }
  });

  it('gives the BFF longer than its drain and finish to stop, and the worker longer than its finish', () => {
    const drain = Number(config.SHUTDOWN_DRAIN_SECONDS ?? 5);
    const finish = Number(config.SHUTDOWN_FINISH_SECONDS ?? 20);
    expect(bff.spec.template.spec.terminationGracePeriodSeconds).toBeGreaterThan(drain + finish);
    expect(worker.spec.template.spec.terminationGracePeriodSeconds).toBeGreaterThan(finish);
  });

  it('serves /metrics on METRICS_PORT, named and annotated for Prometheus, in the BFF and the worker', () => {
    expect(config.METRICS_PORT).toBeDefined();
    for (const workload of [bff, worker]) {
      expect(portNamed(containersOf(workload)[0], 'metrics')).toBe(Number(config.METRICS_PORT));
      expect(workload.spec.template.metadata.annotations).toMatchObject({ 'prometheus.io/scrape': 'true', 'prometheus.io/port': config.METRICS_PORT });
    }
  });

  it('runs one image, the right entry in each workload: the Job prepares the database without the demo catalogue', () => {
    expect(new Set(workloads.flatMap((workload) => containersOf(workload).map((container) => container.image))).size).toBe(1);
    expect(bffContainer.command).toEqual(['node', 'bff/dist/main.js']);
    expect(containersOf(worker)[0].command).toEqual(['node', 'worker/dist/main.js']);
    const job = containersOf(prepare)[0];
    expect(job.command).toEqual(['node', 'bff/dist/prepare.js']);
    expect(job.env?.find((variable) => variable.name === 'DEMO_CATALOGUE')?.value).toBe('off');
    expect(config.DEMO_CATALOGUE ?? 'off').toBe('off');
    expect(prepare.spec.template.spec.restartPolicy).toBe('Never');
  });

  it('holds no secret value: the secrets are read from the Secret caliber-secrets, which the base only names', () => {
    expect(manifests.filter((manifest) => manifest.kind === 'Secret')).toEqual([]);
    expect(Object.keys(config).filter((key) => SECRET_KEYS.includes(key))).toEqual([]);
    for (const workload of workloads) {
      const env = containersOf(workload)[0].env ?? [];
      for (const key of ['SESSION_SECRET', 'DATABASE_URL', 'REDIS_URL']) {
        expect(env.find((variable) => variable.name === key)?.valueFrom?.secretKeyRef, `${workload.metadata.name} ${key}`).toEqual({ name: 'caliber-secrets', key });
      }
      for (const variable of env.filter((candidate) => SECRET_KEYS.includes(candidate.name))) {
        expect(variable.value, `${workload.metadata.name} ${variable.name}`).toBeUndefined();
      }
      expect(containersOf(workload)[0].envFrom?.map((source) => source.configMapRef?.name.startsWith('caliber-config'))).toEqual([true]);
    }
    expect(JSON.stringify(manifests)).not.toMatch(/(postgres(ql)?|rediss?):\/\/|AKIA[0-9A-Z]{12}/);
  });

  it('labels the settings and the Job so that they can be applied first, alone (docs/operations.md)', () => {
    const first = manifests.filter((manifest) => ['config', 'prepare'].includes(manifest.metadata.labels?.['app.kubernetes.io/component'] ?? ''));
    expect(first.map((manifest) => manifest.kind).sort()).toEqual(['ConfigMap', 'Job']);
  });

  it("gives each process settings its configuration accepts: the bucket, the drain, the first operator, no demo", () => {
    // The image sets NODE_ENV=production; the pod adds the ConfigMap, its literal values and the Secret's keys.
    const environmentOf = (workload: Manifest) => {
      const secrets = (containersOf(workload)[0].env ?? []).map((variable) => [variable.name, variable.value ?? SECRET_STAND_INS[variable.valueFrom?.secretKeyRef?.key ?? '']]);
      return { NODE_ENV: 'production', ...config, ...Object.fromEntries(secrets.filter(([, value]) => value !== undefined)) };
    };
    const bffConfig = loadBffConfig(environmentOf(bff));
    expect(bffConfig.storage.s3?.bucket).toBe(config.S3_BUCKET);
    expect(bffConfig.publicUrl).toMatch(/^https:/);
    expect(bffConfig.shutdown.drainMs).toBe(Number(config.SHUTDOWN_DRAIN_SECONDS) * 1000);
    expect(loadWorkerConfig(environmentOf(worker)).storage.s3?.bucket).toBe(config.S3_BUCKET);
    const prepareConfig = loadPrepareConfig(environmentOf(prepare));
    expect(prepareConfig.demoCatalogue).toBe(false);
    expect(prepareConfig.storage.s3?.bucket).toBe(config.S3_BUCKET);
    // A generated password would be written to SECRETS_DIR, on a read-only disk: the Secret names the operator.
    expect(prepareConfig.firstOperator).toEqual({ username: SECRET_STAND_INS.ADMIN_USERNAME, password: SECRET_STAND_INS.ADMIN_PASSWORD });
  });

  // Where kubectl exists, the YAML parser's reading (what the checks use elsewhere) is held to kubectl's.
  it.runIf(kubectlExists)('is read by the YAML parser as kubectl renders it', () => {
    const named = (list: Manifest[]) =>
      list
        .map((manifest) => {
          const labels = Object.entries(manifest.metadata.labels ?? {}).sort().map(([key, value]) => `${key}=${value}`);
          return `${manifest.kind}/${manifest.metadata.name.replace(/^(caliber-config)-\w+$/, '$1')} ${labels.join(',')}`;
        })
        .sort();
    const parsed = renderWithParser();
    expect(named(parsed)).toEqual(named(manifests));
    expect(parsed.find((manifest) => manifest.kind === 'ConfigMap')?.data).toEqual(config);
  });
});
