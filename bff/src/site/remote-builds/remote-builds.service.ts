import { DEPLOY_MANIFEST_FILE, ownRemoteEntry, PAGES, REMOTE_NAMES, VERIFIED_REMOTE_FILES_PATH, type DeployManifest, type RemoteBuildState, type RemoteName } from '@caliber/contracts';
import { traced } from '@caliber/logging';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { AddressInfo } from 'node:net';
import { PublicCacheService } from '../../cache/public-cache.service.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { recordRemoteBuild } from '../../metrics/bff-metrics.js';
import { ServerRendererService } from '../server-renderer.service.js';
import type { StaticAsset } from '../static-asset-store.js';
import { checkDigest, readDeployManifest, VERSION, type ReleasePolicy } from './deploy-manifest-check.js';
import { fetchRemoteFile, RemoteFileRefused, type RemoteFileLimits } from './remote-file-fetch.js';
import { RemoteReleasesRepository } from './remote-releases.repository.js';
import { VerifiedBrowserFiles } from './verified-browser-files.js';

/** A manifest is small and near; a Node file may be large. Neither may hold a check for long. */
const MANIFEST_TIMEOUT_MS = 5000;
const MANIFEST_MAX_BYTES = 1024 * 1024;
const FILE_TIMEOUT_MS = 15_000;
/** A build that failed is tried again after this, not on every poll (unless its manifest changes). */
const RETRY_FAILED_BUILD_MS = 5 * 60_000;

/** The remotes whose modules pages render on the server (the back office is drawn in the browser only). */
const SERVER_RENDERED = new Set(PAGES.filter((page) => page.serverRendered).flatMap(({ view }) => ('remote' in view ? [view.remote.split('/')[0]] : [])));

interface Watched {
  /** Where the manifest is fetched from (absolute; this BFF's own address for the default relative entries). */
  manifestUrl: URL;
  /** The configured browser entry, as pages name it (relative stays relative). */
  configuredEntry: string;
  /** On another host: only signed releases are used, and browsers load their files from this BFF. */
  released: boolean;
  etag: string | null;
  manifest: DeployManifest | null;
  deployedAt: string | null;
  checkedAt: string | null;
  error: string | null;
  /** The build that last failed, and when: it is not tried again at every poll. */
  failed: { build: string; at: number } | null;
  timer?: NodeJS.Timeout;
}

/** What makes two manifests the same build: its version and the entries it names, with their digests. */
const buildOf = (manifest: DeployManifest) =>
  [manifest.version, manifest.browserEntry, manifest.files[manifest.browserEntry], manifest.serverEntry, manifest.serverEntry && manifest.files[manifest.serverEntry]].join(' ');

const VERIFIED_FILE = new RegExp(`^${VERIFIED_REMOTE_FILES_PATH}([a-z]+)/([^/]+)/(.+)$`);

/**
 * Watches each remote's deploy manifest and deploys each new build (docs/deploying-a-remote.md). A remote on
 * another host is used only in releases its team signed for this deployment, never below the highest release
 * any replica accepted (kept in PostgreSQL); each of its files, for the BFF and for browsers, is fetched and
 * checked against the manifest, and browsers load the checked copies from this BFF. The Node files go to the
 * renderer, which switches between renders; then the pages made with the old build are dropped. Until a new
 * build is loaded the last good one serves; a build that fails a check is never run and is logged once.
 */
@Injectable()
export class RemoteBuildsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('RemoteBuilds');
  private readonly watched = new Map<RemoteName, Watched>();
  private readonly browserFiles = new VerifiedBrowserFiles();
  /** Builds being loaded for a browser's request, one load per build however many ask. */
  private readonly loading = new Map<string, Promise<void>>();
  private ownOrigin = '';
  private stopped = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly http: HttpAdapterHost,
    private readonly renderer: ServerRendererService,
    private readonly cache: PublicCacheService,
    private readonly releases: RemoteReleasesRepository,
  ) {}

  /** Once the server listens (the default remote entries are its own files), every remote is checked, then polled. */
  onApplicationBootstrap(): void {
    this.http.httpAdapter.getHttpServer().once('listening', () => {
      this.ownOrigin = this.listeningOrigin();
      for (const name of REMOTE_NAMES) {
        const configuredEntry = this.config.remoteUrls[name];
        const manifestUrl = new URL(DEPLOY_MANIFEST_FILE, new URL(configuredEntry, this.ownOrigin));
        const released = /^https?:\/\//.test(configuredEntry);
        const watched: Watched = { manifestUrl, configuredEntry, released, etag: null, manifest: null, deployedAt: null, checkedAt: null, error: null, failed: null };
        this.watched.set(name, watched);
        void this.start(name, watched);
      }
    });
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    for (const { timer } of this.watched.values()) clearTimeout(timer);
  }

  /**
   * The browser entry of each remote's current build, which pages name. Before a release of a remote on
   * another host is in use, the BFF's own build: a browser never runs a file no manifest vouched for.
   */
  browserEntries(): Record<RemoteName, string> {
    return Object.fromEntries(
      REMOTE_NAMES.map((name) => {
        const watched = this.watched.get(name);
        if (watched?.manifest) return [name, this.browserEntryOf(watched, watched.manifest)];
        return [name, watched?.released ? ownRemoteEntry(name) : this.config.remoteUrls[name]];
      }),
    ) as Record<RemoteName, string>;
  }

  /** What `/api/health` shows of each remote. */
  states(): Record<RemoteName, RemoteBuildState> {
    return Object.fromEntries(
      REMOTE_NAMES.map((name) => {
        const watched = this.watched.get(name);
        const manifest = watched?.manifest;
        return [
          name,
          {
            version: manifest?.version ?? null,
            sequence: manifest?.sequence ?? null,
            expires: manifest?.expires ?? null,
            deployedAt: watched?.deployedAt ?? null,
            checkedAt: watched?.checkedAt ?? null,
            error: watched?.error ?? null,
          },
        ];
      }),
    ) as Record<RemoteName, RemoteBuildState>;
  }

  /**
   * A checked browser file of a release (`/remote-builds/<remote>/<version>/<file>`); a build another replica
   * deployed is fetched and checked here first. Null when no accepted release has that file.
   */
  async browserFile(urlPath: string): Promise<StaticAsset | null> {
    const [, name, version, file] = VERIFIED_FILE.exec(urlPath) ?? [];
    const watched = this.watched.get(name as RemoteName);
    if (!watched?.released || !VERSION.test(version)) return null;
    if (!this.browserFiles.has(name, version)) await this.loadAccepted(name as RemoteName, version, watched);
    return this.browserFiles.get(name, version, file) ?? null;
  }

  private loadAccepted(name: RemoteName, version: string, watched: Watched): Promise<void> {
    const key = `${name}/${version}`;
    let load = this.loading.get(key);
    if (!load) {
      load = (async () => {
        const accepted = await this.releases.ofVersion(name, version);
        if (!accepted) return;
        const manifest = readDeployManifest(accepted.manifest, watched.manifestUrl, name, this.releasePolicy(name));
        await this.browserFiles.load(manifest, watched.manifestUrl, this.limits(FILE_TIMEOUT_MS));
      })()
        .catch((error: unknown) => this.logger.warn(`The ${name} remote's build ${version} cannot be served: ${(error as Error).message}`))
        .finally(() => this.loading.delete(key));
      this.loading.set(key, load);
    }
    return load;
  }

  /** A replica starting takes up the highest release accepted before, then follows the host. */
  private async start(name: RemoteName, watched: Watched): Promise<void> {
    if (watched.released) {
      try {
        const accepted = await this.releases.latest(name);
        if (accepted) await this.deployChecked(name, readDeployManifest(accepted.manifest, watched.manifestUrl, name, this.releasePolicy(name)), accepted.manifest, watched);
      } catch (error) {
        this.noteFailure(name, watched, error);
      }
    }
    await this.poll(name, watched);
  }

  private async poll(name: RemoteName, watched: Watched): Promise<void> {
    try {
      await this.check(name, watched);
    } catch (error) {
      this.noteFailure(name, watched, error);
    } finally {
      watched.checkedAt = new Date().toISOString();
      if (!this.stopped) watched.timer = setTimeout(() => void this.poll(name, watched), this.config.remoteManifestPollMs);
    }
  }

  private noteFailure(name: RemoteName, watched: Watched, error: unknown): void {
    const message = (error as Error).message;
    // Once per distinct failure: a remote left broken logs one line, not one every poll.
    if (watched.error !== message) this.logger.warn(`The ${name} remote's new build is not used: ${message}`);
    watched.error = message;
  }

  private async check(name: RemoteName, watched: Watched): Promise<void> {
    const { manifestUrl } = watched;
    // A failed build's manifest is asked for whole again once its pause is over (a 304 would say nothing new).
    const retrying = watched.failed !== null && Date.now() - watched.failed.at >= RETRY_FAILED_BUILD_MS;
    const fetched = await fetchRemoteFile(manifestUrl, { ...this.limits(MANIFEST_TIMEOUT_MS), maxBytes: MANIFEST_MAX_BYTES }, retrying ? null : watched.etag);
    if (fetched.status === 304) return;
    watched.etag = fetched.etag;
    const manifest = readDeployManifest(fetched.body, manifestUrl, name, watched.released ? this.releasePolicy(name) : null);
    const build = buildOf(manifest);
    if (watched.manifest && build === buildOf(watched.manifest)) {
      watched.error = null;
      return;
    }
    if (watched.released) await this.checkSequence(name, manifest, manifestUrl);
    if (watched.failed?.build === build && Date.now() - watched.failed.at < RETRY_FAILED_BUILD_MS) return;
    try {
      await this.deployChecked(name, manifest, fetched.body.toString('utf8'), watched);
    } catch (error) {
      watched.failed = { build, at: Date.now() };
      throw error;
    }
    watched.failed = null;
  }

  /** A release below the highest accepted (by any replica) is an old one put back: refused. */
  private async checkSequence(name: RemoteName, manifest: DeployManifest, url: URL): Promise<void> {
    const latest = await this.releases.latest(name);
    if (!latest || manifest.sequence! > latest.sequence || (manifest.sequence === latest.sequence && manifest.version === latest.version)) return;
    throw new RemoteFileRefused(
      `${url.href} (version ${manifest.version}) is release ${manifest.sequence}, not above release ${latest.sequence} (version ${latest.version}) accepted before: ` +
        'to go back to an earlier build, release it again (`npm run release -- --from <version>`)',
    );
  }

  private async deployChecked(name: RemoteName, manifest: DeployManifest, text: string, watched: Watched): Promise<void> {
    await traced('remote build load', { remote: name, version: manifest.version }, () => this.deploy(name, manifest, watched));
    if (watched.released) await this.releases.record(name, { sequence: manifest.sequence!, version: manifest.version, manifest: text });
    watched.error = null;
    watched.manifest = manifest;
    watched.deployedAt = new Date().toISOString();
  }

  private async deploy(name: RemoteName, manifest: DeployManifest, watched: Watched): Promise<void> {
    const { manifestUrl, manifest: previous } = watched;
    if (!manifest.serverEntry && SERVER_RENDERED.has(name)) throw new RemoteFileRefused(`${manifestUrl.href} names no Node build, which the ${name} remote's pages need`);
    const entry = manifest.serverEntry ? new URL(manifest.serverEntry, manifestUrl) : null;
    const serverFile = entry && (await fetchRemoteFile(entry, this.limits(FILE_TIMEOUT_MS))).body;
    if (entry && serverFile) checkDigest(manifest, manifest.serverEntry!, serverFile, entry);
    if (watched.released) await this.browserFiles.load(manifest, manifestUrl, this.limits(FILE_TIMEOUT_MS));
    if (entry && serverFile) {
      await this.renderer.deploy({ name, version: manifest.version, entry: entry.href, browserEntry: this.browserEntryOf(watched, manifest), files: new Map([[entry.href, serverFile]]) });
    }
    // Pages name their build's entry and were rendered with it: none made with the build replaced is kept.
    // (Before the first build, pages holding that remote's regions were left to the browser and never kept.)
    if (previous) this.cache.clear();
    recordRemoteBuild(name, manifest.version);
    this.logger.log(`The ${name} remote's build ${manifest.version} is in use`);
  }

  /** Where browsers load the build's entry: this BFF's checked copy of a release, or the BFF's own file. */
  private browserEntryOf({ released, configuredEntry }: Watched, manifest: DeployManifest): string {
    if (released) return `${VERIFIED_REMOTE_FILES_PATH}${manifest.remote}/${manifest.version}/${manifest.browserEntry}`;
    return new URL(manifest.browserEntry, new URL(configuredEntry, 'http://self')).pathname;
  }

  private releasePolicy(name: RemoteName): ReleasePolicy {
    return { keys: this.config.remotePublicKeys[name], environment: this.config.deployEnvironment, now: new Date() };
  }

  private limits(timeoutMs: number): RemoteFileLimits {
    return { maxBytes: this.config.remoteFileMaxBytes, timeoutMs, ownOrigin: this.ownOrigin };
  }

  /** This BFF's own address, where its default remotes are served: a wildcard address is reached on loopback. */
  private listeningOrigin(): string {
    const { address, port, family } = this.http.httpAdapter.getHttpServer().address() as AddressInfo;
    const host = address === '0.0.0.0' || address === '::' ? '127.0.0.1' : family === 'IPv6' ? `[${address}]` : address;
    return new URL(`http://${host}:${port}/`).origin;
  }
}
