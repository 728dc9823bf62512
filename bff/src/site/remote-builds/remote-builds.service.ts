import { DEPLOY_MANIFEST_FILE, REMOTE_NAMES, type DeployManifest, type RemoteBuildState, type RemoteName } from '@caliber/contracts';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { AddressInfo } from 'node:net';
import { PublicCacheService } from '../../cache/public-cache.service.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { ServerRendererService } from '../server-renderer.service.js';
import { checkDigest, readDeployManifest } from './deploy-manifest-check.js';
import { fetchRemoteFile, isLoopback, type RemoteFileLimits } from './remote-file-fetch.js';

/** A manifest is small and near; a Node file may be large. Neither may hold a check for long. */
const MANIFEST_TIMEOUT_MS = 5000;
const FILE_TIMEOUT_MS = 15_000;

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
  timer?: NodeJS.Timeout;
}

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
      for (const name of REMOTE_NAMES) {
        const configuredEntry = this.config.remoteUrls[name];
        const watched: Watched = { manifestUrl: new URL(DEPLOY_MANIFEST_FILE, new URL(configuredEntry, this.ownOrigin())), configuredEntry, etag: null, manifest: null, deployedAt: null, checkedAt: null, error: null };
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
    return Object.fromEntries(REMOTE_NAMES.map((name) => [name, this.browserEntryOf(name)])) as Record<RemoteName, string>;
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

  private browserEntryOf(name: RemoteName): string {
    const watched = this.watched.get(name);
    return watched?.manifest ? browserEntryOf(watched.configuredEntry, watched.manifest) : this.config.remoteUrls[name];
  }

  private async poll(name: RemoteName, watched: Watched): Promise<void> {
    try {
      await this.check(name, watched);
      watched.error = null;
    } catch (error) {
      const message = (error as Error).message;
      // Once per distinct failure: a remote left broken logs one line, not one every poll.
      if (watched.error !== message) this.logger.warn(`The ${name} remote's new build is not used on the server: ${message}`);
      watched.error = message;
      watched.etag = null;
    } finally {
      watched.checkedAt = new Date().toISOString();
      if (!this.stopped) watched.timer = setTimeout(() => void this.poll(name, watched), this.config.remoteManifestPollMs);
    }
  }

  private async check(name: RemoteName, watched: Watched): Promise<void> {
    const { manifestUrl } = watched;
    const fetched = await fetchRemoteFile(manifestUrl, this.limits(MANIFEST_TIMEOUT_MS), watched.etag);
    if (fetched.status === 304) return;
    const manifest = readDeployManifest(fetched.body, manifestUrl, name, {
      publicKey: this.config.remotePublicKeys[name],
      required: !this.isOwnOrLoopback(manifestUrl),
    });
    if (manifest.version !== watched.manifest?.version) {
      await this.deploy(name, manifest, watched);
      // Pages name their build's entry and were rendered with it: none made with the build replaced is kept.
      // (Before the first build, pages holding that remote's regions were left to the browser and never kept.)
      if (watched.manifest) this.cache.invalidateLocal();
      watched.deployedAt = new Date().toISOString();
    }
    watched.manifest = manifest;
    watched.etag = fetched.etag;
  }

  private async deploy(name: RemoteName, manifest: DeployManifest, { manifestUrl, configuredEntry }: Watched): Promise<void> {
    if (manifest.serverEntry) {
      const entry = new URL(manifest.serverEntry, manifestUrl);
      const { body } = (await fetchRemoteFile(entry, this.limits(FILE_TIMEOUT_MS))) as { body: Buffer };
      checkDigest(manifest, manifest.serverEntry, body, entry);
      await this.renderer.deploy({
        name,
        version: manifest.version,
        entry: entry.href,
        browserEntry: browserEntryOf(configuredEntry, manifest),
        files: new Map([[entry.href, body]]),
      });
    }
    this.logger.log(`The ${name} remote's build ${manifest.version} is in use`);
  }

  private limits(timeoutMs: number): RemoteFileLimits {
    return { maxBytes: this.config.remoteFileMaxBytes, timeoutMs };
  }

  private isOwnOrLoopback(url: URL): boolean {
    return isLoopback(url) || url.origin === new URL(this.config.publicUrl).origin;
  }

  private ownOrigin(): string {
    const { address, port, family } = this.http.httpAdapter.getHttpServer().address() as AddressInfo;
    const host = address === '0.0.0.0' || address === '::' ? '127.0.0.1' : family === 'IPv6' ? `[${address}]` : address;
    return `http://${host}:${port}/`;
  }
}

/** The build's browser entry beside the configured one; a relative entry (this BFF's own files) stays relative. */
function browserEntryOf(configuredEntry: string, manifest: DeployManifest): string {
  return configuredEntry.startsWith('/') ? new URL(manifest.browserEntry, new URL(configuredEntry, 'http://self')).pathname : new URL(manifest.browserEntry, configuredEntry).href;
}
