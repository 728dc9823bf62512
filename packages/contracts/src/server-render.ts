import type { RemoteName, RuntimeConfig } from './runtime-config.js';

/**
 * The contract between the BFF and the shell's Node build (`shell/dist/server/main.cjs`, which exports
 * `createServerRenderer`). See docs/server-rendering.md and docs/deploying-a-remote.md.
 */
export interface ServerRendererOptions {
  /** The browser's runtime config: rendered into the page exactly as the browser will hydrate it. */
  config: RuntimeConfig;
  /** How long loading a remote module may take at render time before its regions are left to the browser. */
  remoteTimeoutMs: number;
  /** How long a failed remote is left to the browser before the server tries it again. */
  remoteRetryMs: number;
  /** The whole render's limit; regions still pending then are drawn in the browser. */
  renderTimeoutMs: number;
  /** Called once per failure (not once per page), with a line for the log. */
  warn: (message: string) => void;
}

/** One build of a remote, its Node files fetched and checked against its deploy manifest by the BFF. */
export interface RemoteServerBuild {
  name: RemoteName;
  version: string;
  /** URL of the build's Node entry. */
  entry: string;
  /** URL of the same build's browser entry, named in the pages rendered with it. */
  browserEntry: string;
  /** The build's Node files by URL, as verified: the only code the federation runtime may evaluate. */
  files: Map<string, Uint8Array>;
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
  /** The browser entry of each remote build the page was rendered with: the page must load exactly these. */
  remotes: Partial<Record<RemoteName, string>>;
}

export interface ServerRenderer {
  render(request: ServerRenderRequest): Promise<ServerRenderResult>;
  /**
   * Renders with `build` from now on: evaluates it and loads the modules the pages render, between renders
   * (no page mixes two builds). Rejects when it cannot be loaded; the build it was to replace keeps serving.
   */
  deploy(build: RemoteServerBuild): Promise<void>;
}

export type CreateServerRenderer = (options: ServerRendererOptions) => Promise<ServerRenderer>;
