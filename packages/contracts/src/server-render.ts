import type { RemoteName, RuntimeConfig } from './runtime-config.js';

/**
 * The contract between the BFF and the shell's Node build (`shell/dist/server/main.cjs`, which exports
 * `createServerRenderer`). See docs/server-rendering.md.
 */
export interface ServerRendererOptions {
  /** The browser's runtime config: rendered into the page exactly as the browser will hydrate it. */
  config: RuntimeConfig;
  /** Absolute URL of each remote's Node entry. */
  remoteEntries: Record<RemoteName, string>;
  /** How long a remote may take to load before its regions are left to the browser. */
  remoteTimeoutMs: number;
  /** How long a failed remote is left to the browser before the server tries it again. */
  remoteRetryMs: number;
  /** The whole render's limit; regions still pending then are drawn in the browser. */
  renderTimeoutMs: number;
  /** Called once per failure (not once per page), with a line for the log. */
  warn: (message: string) => void;
}

export interface ServerRenderRequest {
  /** Path and query of the page. */
  url: string;
  /** The page's first data keyed by API path, as handed to swr. */
  data: Record<string, unknown>;
  /** API paths of the first data that answered 404 (the browser finds them with `missingReadPaths`). */
  missing: string[];
}

export interface ServerRenderResult {
  /** The markup of `#root`. */
  html: string;
  /** styled-components' `<style>` tags for that markup. */
  styles: string;
  /** Some region failed and is left to the browser: do not cache this render. */
  degraded: boolean;
}

export interface ServerRenderer {
  render(request: ServerRenderRequest): Promise<ServerRenderResult>;
  /** Loads the remote modules the pages render, so the first visitors do not wait for them. */
  warm(): Promise<void>;
}

export type CreateServerRenderer = (options: ServerRendererOptions) => Promise<ServerRenderer>;
