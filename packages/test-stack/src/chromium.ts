import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The Chromium the e2e tests and the bench drive: Debian's, unless CHROME_PATH names another. */
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/**
 * Flags for Chromium on this machine (headless mode aside, which each driver sets its own way): no
 * sandbox, GPU or QUIC, and none of the background traffic the closed network would refuse.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

/** The one command that installs Debian's Chromium where the tests look for it. */
export const CHROMIUM_INSTALL_COMMAND = 'sudo apt-get update && sudo apt-get install -y chromium';

/** Whether the Chromium at `path` starts at all (answers `--version`). */
export function chromiumStarts(path = CHROMIUM_PATH): boolean {
  return spawnSync(path, ['--version'], { stdio: 'ignore', timeout: 30_000 }).status === 0;
}

export interface EnsureChromiumOptions {
  path?: string;
  /** Installs Debian's package itself; by default when this is root, apt-get is there and the path is Debian's. */
  canInstall?: boolean;
}

/**
 * Makes sure the browser tests can start Chromium before any of them starts a stack: installs it when it
 * may (root with apt), else fails at once with the command that installs it.
 */
export function ensureChromium({ path = CHROMIUM_PATH, canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get') && path === '/usr/bin/chromium' }: EnsureChromiumOptions = {}): void {
  if (chromiumStarts(path)) return;
  if (canInstall) {
    console.log(`Chromium is missing at ${path}: installing Debian's package (apt-get install -y chromium)`);
    const update = spawnSync('apt-get', ['update'], { stdio: 'inherit' });
    const install = update.status === 0 && spawnSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit' });
    if (install && install.status === 0 && chromiumStarts(path)) return;
  }
  throw new Error(
    `The browser tests need Chromium, which does not start at ${path}. Install it with \`${CHROMIUM_INSTALL_COMMAND}\` ` +
      '(or set CHROME_PATH to a Chromium), then run the tests again.',
  );
}
