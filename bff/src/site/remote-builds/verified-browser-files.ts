import type { DeployManifest } from '@caliber/contracts';
import { StaticAsset } from '../static-asset-store.js';
import { checkDigest } from './deploy-manifest-check.js';
import { fetchRemoteFile, type RemoteFileLimits } from './remote-file-fetch.js';

/** The unversioned entry is rewritten by every deploy on the host; pages name the versioned copy only. */
const UNVERSIONED_ENTRY = /^remoteEntry\.js(?:\.br|\.gz)?$/;
const COMPRESSED = /\.(?:br|gz)$/;
const FETCHES_AT_ONCE = 6;
/** The builds held: each remote's current and previous ones, and a few older ones that open tabs still ask for. */
const BUILDS_HELD = 8;

type BuildFiles = Map<string, StaticAsset>;

/**
 * The browser files of remote builds on other hosts, fetched by the BFF and each checked against its release's
 * manifest before a browser may load it from this origin (docs/deploying-a-remote.md, "What the browser runs").
 * A file changed on the host after its release is never handed on: the copy checked at deploy is.
 */
export class VerifiedBrowserFiles {
  /** `<remote>/<version>` → the build's files, least recently used first. */
  private readonly builds = new Map<string, BuildFiles>();

  has(remote: string, version: string): boolean {
    return this.builds.has(`${remote}/${version}`);
  }

  get(remote: string, version: string, file: string): StaticAsset | undefined {
    const key = `${remote}/${version}`;
    const build = this.builds.get(key);
    if (!build) return undefined;
    this.builds.delete(key);
    this.builds.set(key, build);
    return build.get(file);
  }

  /** Fetches every browser file the manifest lists beside it and checks each one; all of them, or none is kept. */
  async load(manifest: DeployManifest, manifestUrl: URL, limits: RemoteFileLimits): Promise<void> {
    const names = Object.keys(manifest.files).filter((file) => !file.startsWith('server/') && !UNVERSIONED_ENTRY.test(file));
    const bodies = new Map<string, Buffer>();
    const queue = [...names];
    const fetchNext = async (): Promise<void> => {
      for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
        const url = new URL(file, manifestUrl);
        const { body } = await fetchRemoteFile(url, limits);
        checkDigest(manifest, file, body, url);
        bodies.set(file, body);
      }
    };
    await Promise.all(Array.from({ length: FETCHES_AT_ONCE }, fetchNext));
    const files: BuildFiles = new Map();
    for (const [file, body] of bodies) {
      if (COMPRESSED.test(file)) continue;
      files.set(file, StaticAsset.immutable(file, body, bodies.get(`${file}.gz`) ?? null, bodies.get(`${file}.br`) ?? null));
    }
    const key = `${manifest.remote}/${manifest.version}`;
    this.builds.delete(key);
    this.builds.set(key, files);
    for (const oldest of this.builds.keys()) {
      if (this.builds.size <= BUILDS_HELD) break;
      this.builds.delete(oldest);
    }
  }
}
