import { REMOTE_NAMES, type CreateServerRenderer, type RemoteName, type RuntimeConfig, type ServerRenderer, type ServerRenderResult } from '@caliber/contracts';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { RuntimeConfigService } from './runtime-config.service.js';

/** Limits of a server render (see docs/server-rendering.md). */
const REMOTE_TIMEOUT_MS = 500;
const REMOTE_RETRY_MS = 30_000;
const RENDER_TIMEOUT_MS = 800;

/**
 * Renders public pages with the shell's Node build (`shell/dist/server/main.cjs`), which loads each
 * remote's Node build from beside the remote's browser entry: `<entry folder>/server/remoteEntry.js`.
 * A relative entry (the default `/remotes/<name>/remoteEntry.js`) is this BFF's own, so it is fetched
 * from this process's own address. Without a shell Node build, pages are drawn in the browser.
 */
@Injectable()
export class ServerRendererService implements OnApplicationBootstrap {
  private readonly logger = new Logger('ServerRender');
  private renderer?: Promise<ServerRenderer | null>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly http: HttpAdapterHost,
    private readonly site: RuntimeConfigService,
  ) {}

  /** Once the server listens (the default remote entries are its own), the remotes load in the background. */
  onApplicationBootstrap(): void {
    this.http.httpAdapter.getHttpServer().once('listening', () => {
      this.renderer ??= this.load();
      void this.renderer.then((renderer) => renderer?.warm());
    });
  }

  /** The page's markup and styles, or null when the storefront has no Node build or its shell failed. */
  async render(url: string, data: Record<string, unknown>, missing: string[]): Promise<ServerRenderResult | null> {
    this.renderer ??= this.load();
    const renderer = await this.renderer;
    if (!renderer) return null;
    try {
      return await renderer.render({ url, data, missing });
    } catch (error) {
      this.logger.error(`The page ${url} could not be rendered on the server, so it is drawn in the browser: ${(error as Error).message}`);
      return null;
    }
  }

  private async load(): Promise<ServerRenderer | null> {
    const { runtimeConfig } = this.site;
    const entry = path.join(this.config.webRoot, 'shell', 'dist', 'server', 'main.cjs');
    if (!existsSync(entry)) {
      this.logger.warn(`${entry} is missing: pages are drawn in the browser until \`npm run build\``);
      return null;
    }
    try {
      const { createServerRenderer } = createRequire(import.meta.url)(entry) as { createServerRenderer: CreateServerRenderer };
      return await createServerRenderer({
        config: runtimeConfig,
        remoteEntries: this.remoteEntries(runtimeConfig),
        remoteTimeoutMs: REMOTE_TIMEOUT_MS,
        remoteRetryMs: REMOTE_RETRY_MS,
        renderTimeoutMs: RENDER_TIMEOUT_MS,
        warn: (message) => this.logger.warn(message),
      });
    } catch (error) {
      this.logger.error(`The shell's Node build could not be loaded, so pages are drawn in the browser: ${(error as Error).message}`);
      return null;
    }
  }

  private remoteEntries(runtimeConfig: RuntimeConfig): Record<RemoteName, string> {
    const { address, port, family } = this.http.httpAdapter.getHttpServer().address() as AddressInfo;
    const host = address === '0.0.0.0' || address === '::' ? '127.0.0.1' : family === 'IPv6' ? `[${address}]` : address;
    const self = `http://${host}:${port}/`;
    return Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, new URL('server/remoteEntry.js', new URL(runtimeConfig.remotes[name], self)).href]),
    ) as Record<RemoteName, string>;
  }
}
