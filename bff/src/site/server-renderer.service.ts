import type { CreateServerRenderer, RemoteServerBuild, ServerRenderer, ServerRenderResult } from '@caliber/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
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
 * Renders public pages with the shell's Node build (`shell/dist/server/main.cjs`); the remotes' Node builds
 * arrive through `deploy`, from RemoteBuildsService once their files are checked. Without a shell Node
 * build, pages are drawn in the browser.
 */
@Injectable()
export class ServerRendererService {
  private readonly logger = new Logger('ServerRender');
  private renderer?: Promise<ServerRenderer | null>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly site: RuntimeConfigService,
  ) {}

  /** The page's markup and styles, or null when the storefront has no Node build or its shell failed. */
  async render(url: string, data: Record<string, unknown>, missing: string[]): Promise<ServerRenderResult | null> {
    const renderer = await this.rendererOnce();
    if (!renderer) return null;
    try {
      return await renderer.render({ url, data, missing });
    } catch (error) {
      this.logger.error(`The page ${url} could not be rendered on the server, so it is drawn in the browser: ${(error as Error).message}`);
      return null;
    }
  }

  /** Renders with `build` from now on; rejects (the previous build serving on) when it cannot be loaded. */
  async deploy(build: RemoteServerBuild): Promise<void> {
    const renderer = await this.rendererOnce();
    if (!renderer) throw new Error("the shell's Node build is missing, so nothing is rendered on the server");
    await renderer.deploy(build);
  }

  private rendererOnce(): Promise<ServerRenderer | null> {
    this.renderer ??= this.load();
    return this.renderer;
  }

  private async load(): Promise<ServerRenderer | null> {
    const entry = path.join(this.config.webRoot, 'shell', 'dist', 'server', 'main.cjs');
    if (!existsSync(entry)) {
      this.logger.warn(`${entry} is missing: pages are drawn in the browser until \`npm run build\``);
      return null;
    }
    try {
      const { createServerRenderer } = createRequire(import.meta.url)(entry) as { createServerRenderer: CreateServerRenderer };
      return await createServerRenderer({
        config: this.site.runtimeConfig,
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
}
