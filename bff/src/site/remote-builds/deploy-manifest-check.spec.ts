import { signedManifestBytes, type DeployManifest } from '@caliber/contracts';
import { createHash, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkDigest, readDeployManifest, type ReleasePolicy } from './deploy-manifest-check.js';

const url = new URL('https://cdn.example/catalog/deploy-manifest.json');
const entry = Buffer.from('module.exports = {};');
const digest = (body: Buffer) => `sha384-${createHash('sha384').update(body).digest('base64')}`;
const now = new Date('2026-11-28T12:00:00.000Z');
const build: DeployManifest = {
  remote: 'catalog',
  version: '0123456789abcdef',
  builtAt: '2026-11-26T08:00:00.000Z',
  browserEntry: 'remoteEntry.0123456789abcdef.js',
  serverEntry: 'server/remoteEntry.0123456789abcdef.js',
  files: { 'remoteEntry.0123456789abcdef.js': digest(Buffer.from('browser')), 'server/remoteEntry.0123456789abcdef.js': digest(entry) },
};
const release = (keyId: string): DeployManifest => ({ ...build, sequence: 7, expires: '2026-12-28T12:00:00.000Z', environment: 'production', keyId });

function keyPair(id: string) {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return { privateKey, key: { id, publicKey: publicKey.export({ type: 'spki', format: 'der' }).toString('base64') } };
}
const signed = (privateKey: KeyObject, body: DeployManifest): Buffer =>
  Buffer.from(JSON.stringify({ ...body, signature: sign(null, signedManifestBytes(body), privateKey).toString('base64') }, null, 2));

describe('readDeployManifest of a release', () => {
  const team = keyPair('team-2026');
  const policy: ReleasePolicy = { keys: [team.key], environment: 'production', now };

  it('accepts a release signed with one of the listed keys, whatever its layout on disk', () => {
    const other = keyPair('team-2027');
    expect(readDeployManifest(signed(team.privateKey, release('team-2026')), url, 'catalog', { ...policy, keys: [other.key, team.key] })).toMatchObject({ version: build.version, sequence: 7 });
  });

  it('refuses one signed with a key not listed, with another key under a listed id, or changed after signing', () => {
    const stranger = keyPair('stranger');
    expect(() => readDeployManifest(signed(stranger.privateKey, release('stranger')), url, 'catalog', policy)).toThrow(/signed by the key "stranger", which REMOTE_CATALOG_PUBLIC_KEYS does not list/);
    expect(() => readDeployManifest(signed(stranger.privateKey, release('team-2026')), url, 'catalog', policy)).toThrow(/not signed by the key "team-2026" in REMOTE_CATALOG_PUBLIC_KEYS/);
    const changed = JSON.parse(signed(team.privateKey, release('team-2026')).toString()) as DeployManifest;
    changed.sequence = 8;
    expect(() => readDeployManifest(Buffer.from(JSON.stringify(changed)), url, 'catalog', policy)).toThrow(/not signed/);
    expect(() => readDeployManifest(Buffer.from(JSON.stringify(release('team-2026'))), url, 'catalog', policy)).toThrow(/not signed/);
  });

  it('refuses an expired release, one for another deployment, and one with no sequence', () => {
    expect(() => readDeployManifest(signed(team.privateKey, { ...release('team-2026'), expires: '2026-11-28T11:59:59.000Z' }), url, 'catalog', policy)).toThrow(
      /expired at 2026-11-28T11:59:59.000Z: release it again \(`npm run release -- --from 0123456789abcdef`\)/,
    );
    expect(() => readDeployManifest(signed(team.privateKey, { ...release('team-2026'), environment: 'staging' }), url, 'catalog', policy)).toThrow(
      /a release for "staging", not for this BFF's "production" \(DEPLOY_ENVIRONMENT\)/,
    );
    expect(() => readDeployManifest(signed(team.privateKey, { ...release('team-2026'), sequence: undefined }), url, 'catalog', policy)).toThrow(/names no release sequence/);
  });

  it('asks for keys when none is set', () => {
    expect(() => readDeployManifest(signed(team.privateKey, release('team-2026')), url, 'catalog', { ...policy, keys: [] })).toThrow(/must be signed: set REMOTE_CATALOG_PUBLIC_KEYS/);
  });
});

describe('readDeployManifest of the BFF own build', () => {
  it('reads an unsigned manifest', () => {
    expect(readDeployManifest(Buffer.from(JSON.stringify(build)), url, 'catalog', null).version).toBe(build.version);
  });

  it.each([
    ['not JSON', Buffer.from('<html>'), /is not JSON/],
    ['another remote', Buffer.from(JSON.stringify({ ...build, remote: 'forms' })), /of the remote "forms", not "catalog"/],
    ['a file outside its folder', Buffer.from(JSON.stringify({ ...build, files: { ...build.files, '../bff/main.js': digest(entry) } })), /is not a deploy manifest/],
    ['an entry it does not list', Buffer.from(JSON.stringify({ ...build, serverEntry: 'server/other.js' })), /is not a deploy manifest/],
    ['a digest of another kind', Buffer.from(JSON.stringify({ ...build, files: { ...build.files, 'remoteEntry.0123456789abcdef.js': 'md5-x' } })), /is not a deploy manifest/],
  ])('refuses %s', (_, bytes, message) => {
    expect(() => readDeployManifest(bytes, url, 'catalog', null)).toThrow(message);
  });
});

describe('checkDigest', () => {
  it('passes the listed file and refuses any other bytes', () => {
    const at = new URL('server/remoteEntry.0123456789abcdef.js', url);
    expect(() => checkDigest(build, 'server/remoteEntry.0123456789abcdef.js', entry, at)).not.toThrow();
    expect(() => checkDigest(build, 'server/remoteEntry.0123456789abcdef.js', Buffer.from('module.exports = {}; // changed'), at)).toThrow(/digest differs/);
  });
});
