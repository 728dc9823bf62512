import { DEPLOY_MANIFEST_FILE, PAGES, REMOTE_NAMES, type DeployManifest, type RemoteBuildState, type RemoteName } from '@caliber/contracts';
import { traced } from '@caliber/logging';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { AddressInfo } from 'node:net';
import { PublicCacheService } from '../../cache/public-cache.service.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { recordRemoteBuild } from '../../metrics/bff-metrics.js';
import { ServerRendererService } from '../server-renderer.service.js';
import { checkDigest, readDeployManifest } from './deploy-manifest-check.js';
import { fetchRemoteFile, isLoopback, RemoteFileRefused, type RemoteFileLimits } from './remote-file-fetch.js';

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

/**
 * Watches each remote's deploy manifest and deploys each new build (docs/deploying-a-remote.md): its Node
 * files are fetched, checked against the manifest (itself checked against the team's key) and handed to the
 * renderer, which switches between renders; then the pages made with the old build are dropped. Until a new
 * build is loaded the last good one serves; a build that fails a check is never run and is logged once.
 */
@Injectable()
export class RemoteBuildsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('RemoteBuilds');
  private readonly watched = new Map<RemoteName, Watched>();
  private ownOrigin = '';
  private stopped = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly http: HttpAdapterHost,
    private readonly renderer: ServerRendererService,
    private readonly cache: PublicCacheService,
  ) {}

  /** Once the server listens (the default remote entries are its own files), every remote is checked, then polled. */
  onApplicationBootstrap(): void {
    this.http.httpAdapter.getHttpServer().once('listening', () => {
      this.ownOrigin = this.listeningOrigin();
      for (const name of REMOTE_NAMES) {
        const configuredEntry = this.config.remoteUrls[name];
        const manifestUrl = new URL(DEPLOY_MANIFEST_FILE, new URL(configuredEntry, this.ownOrigin));
        const watched: Watched = { manifestUrl, configuredEntry, etag: null, manifest: null, deployedAt: null, checkedAt: null, error: null, failed: null };
        this.watched.set(name, watched);
        void this.poll(name, watched);
      }
    });
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    for (const { timer } of this.watched.values()) clearTimeout(timer);
  }

  /** The browser entry of each remote's current build, which pages name; the configured one until a build is known. */
  browserEntries(): Record<RemoteName, string> {
    return Object.fromEntries(
      REMOTE_NAMES.map((name) => {
        const watched = this.watched.get(name);
        return [name, watched?.manifest ? entryBesideConfigured(watched.configuredEntry, watched.manifest) : this.config.remoteUrls[name]];
      }),
    ) as Record<RemoteName, string>;
  }

  /** What `/api/health` shows of each remote. */
  states(): Record<RemoteName, RemoteBuildState> {
    return Object.fromEntries(
      REMOTE_NAMES.map((name) => {
        const watched = this.watched.get(name);
        return [name, { version: watched?.manifest?.version ?? null, deployedAt: watched?.deployedAt ?? null, checkedAt: watched?.checkedAt ?? null, error: watched?.error ?? null }];
      }),
    ) as Record<RemoteName, RemoteBuildState>;
  }

  private async poll(name: RemoteName, watched: Watched): Promise<void> {
    try {
      await this.check(name, watched);
    } catch (error) {
      const message = (error as Error).message;
      // Once per distinct failure: a remote left broken logs one line, not one every poll.
      if (watched.error !== message) this.logger.warn(`The ${name} remote's new build is not used on the server: ${message}`);
      watched.error = message;
    } finally {
      watched.checkedAt = new Date().toISOString();
      if (!this.stopped) watched.timer = setTimeout(() => void this.poll(name, watched), this.config.remoteManifestPollMs);
    }
  }

  private async check(name: RemoteName, watched: Watched): Promise<void> {
    const { manifestUrl } = watched;
    // A failed build's manifest is asked for whole again once its pause is over (a 304 would say nothing new).
    const retrying = watched.failed !== null && Date.now() - watched.failed.at >= RETRY_FAILED_BUILD_MS;
    const fetched = await fetchRemoteFile(manifestUrl, { ...this.limits(MANIFEST_TIMEOUT_MS), maxBytes: MANIFEST_MAX_BYTES }, retrying ? null : watched.etag);
    if (fetched.status === 304) return;
    watched.etag = fetched.etag;
    const manifest = readDeployManifest(fetched.body, manifestUrl, name, {
      publicKey: this.config.remotePublicKeys[name],
      required: !isLoopback(manifestUrl) && manifestUrl.origin !== this.ownOrigin,
    });
    const build = buildOf(manifest);
    if (watched.manifest && build === buildOf(watched.manifest)) {
      watched.error = null;
      return;
    }
    if (watched.failed?.build === build && Date.now() - watched.failed.at < RETRY_FAILED_BUILD_MS) return;
    try {
      await traced('remote build load', { remote: name, version: manifest.version }, () => this.deploy(name, manifest, watched));
    } catch (error) {
      watched.failed = { build, at: Date.now() };
      throw error;
    }
    watched.failed = null;
    watched.error = null;
    watched.manifest = manifest;
    watched.deployedAt = new Date().toISOString();
  }

  private async deploy(name: RemoteName, manifest: DeployManifest, { manifestUrl, configuredEntry, manifest: previous }: Watched): Promise<void> {
    if (!manifest.serverEntry) {
      if (SERVER_RENDERED.has(name)) throw new RemoteFileRefused(`${manifestUrl.href} names no Node build, which the ${name} remote's pages need`);
    } else {
      const entry = new URL(manifest.serverEntry, manifestUrl);
      const { body } = await fetchRemoteFile(entry, this.limits(FILE_TIMEOUT_MS));
      checkDigest(manifest, manifest.serverEntry, body, entry);
      await this.renderer.deploy({
        name,
        version: manifest.version,
        entry: entry.href,
        browserEntry: entryBesideConfigured(configuredEntry, manifest),
        files: new Map([[entry.href, body]]),
      });
      // Pages name their build's entry and were rendered with it: none made with the build replaced is kept.
      // (Before the first build, pages holding that remote's regions were left to the browser and never kept.)
      if (previous) this.cache.clear();
    }
    recordRemoteBuild(name, manifest.version);
    this.logger.log(`The ${name} remote's build ${manifest.version} is in use`);
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

/** The build's browser entry beside the configured one; a relative entry (this BFF's own files) stays relative. */
function entryBesideConfigured(configuredEntry: string, manifest: DeployManifest): string {
  return configuredEntry.startsWith('/') ? new URL(manifest.browserEntry, new URL(configuredEntry, 'http://self')).pathname : new URL(manifest.browserEntry, configuredEntry).href;
}
