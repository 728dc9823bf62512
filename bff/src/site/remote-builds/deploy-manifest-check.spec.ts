import { signedManifestBytes, type DeployManifest } from '@caliber/contracts';
import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkDigest, readDeployManifest } from './deploy-manifest-check.js';

const url = new URL('https://cdn.example/catalog/deploy-manifest.json');
const entry = Buffer.from('module.exports = {};');
const digest = (body: Buffer) => `sha384-${createHash('sha384').update(body).digest('base64')}`;
const manifest: DeployManifest = {
  remote: 'catalog',
  version: '0123456789abcdef',
  builtAt: '2026-11-26T08:00:00.000Z',
  browserEntry: 'remoteEntry.0123456789abcdef.js',
  serverEntry: 'server/remoteEntry.0123456789abcdef.js',
  files: { 'remoteEntry.0123456789abcdef.js': digest(Buffer.from('browser')), 'server/remoteEntry.0123456789abcdef.js': digest(entry) },
};

function keyPair() {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return { privateKey, publicKey: publicKey.export({ type: 'spki', format: 'der' }).toString('base64') };
}
const signed = (privateKey: ReturnType<typeof keyPair>['privateKey'], body: DeployManifest = manifest): Buffer =>
  Buffer.from(JSON.stringify({ ...body, signature: sign(null, signedManifestBytes(body), privateKey).toString('base64') }, null, 2));

describe('readDeployManifest', () => {
  it('accepts a manifest signed with the configured key, whatever its layout on disk', () => {
    const team = keyPair();
    expect(readDeployManifest(signed(team.privateKey), url, 'catalog', { publicKey: team.publicKey, required: true })).toMatchObject({ version: manifest.version });
  });

  it('refuses a manifest signed with another key, or changed after signing', () => {
    const team = keyPair();
    const stranger = keyPair();
    const policy = { publicKey: team.publicKey, required: true };
    expect(() => readDeployManifest(signed(stranger.privateKey), url, 'catalog', policy)).toThrow(/not signed by the key in REMOTE_CATALOG_PUBLIC_KEY/);
    const changed = JSON.parse(signed(team.privateKey).toString()) as DeployManifest;
    changed.files['server/remoteEntry.0123456789abcdef.js'] = digest(Buffer.from('other code'));
    expect(() => readDeployManifest(Buffer.from(JSON.stringify(changed)), url, 'catalog', policy)).toThrow(/not signed/);
    expect(() => readDeployManifest(Buffer.from(JSON.stringify(manifest)), url, 'catalog', policy)).toThrow(/not signed/);
  });

  it('asks for a key when the remote is on another host and none is set; an unsigned local manifest is read', () => {
    expect(() => readDeployManifest(Buffer.from(JSON.stringify(manifest)), url, 'catalog', { publicKey: null, required: true })).toThrow(
      /must be signed: set REMOTE_CATALOG_PUBLIC_KEY/,
    );
    expect(readDeployManifest(Buffer.from(JSON.stringify(manifest)), url, 'catalog', { publicKey: null, required: false }).version).toBe(manifest.version);
  });

  it.each([
    ['not JSON', Buffer.from('<html>'), /is not JSON/],
    ['another remote', Buffer.from(JSON.stringify({ ...manifest, remote: 'forms' })), /of the remote "forms", not "catalog"/],
    ['a file outside its folder', Buffer.from(JSON.stringify({ ...manifest, files: { ...manifest.files, '../bff/main.js': digest(entry) } })), /is not a deploy manifest/],
    ['an entry it does not list', Buffer.from(JSON.stringify({ ...manifest, serverEntry: 'server/other.js' })), /is not a deploy manifest/],
    ['a digest of another kind', Buffer.from(JSON.stringify({ ...manifest, files: { ...manifest.files, 'remoteEntry.0123456789abcdef.js': 'md5-x' } })), /is not a deploy manifest/],
  ])('refuses %s', (_, bytes, message) => {
    expect(() => readDeployManifest(bytes, url, 'catalog', { publicKey: null, required: false })).toThrow(message);
  });
});

describe('checkDigest', () => {
  it('passes the listed file and refuses any other bytes', () => {
    const at = new URL('server/remoteEntry.0123456789abcdef.js', url);
    expect(() => checkDigest(manifest, 'server/remoteEntry.0123456789abcdef.js', entry, at)).not.toThrow();
    expect(() => checkDigest(manifest, 'server/remoteEntry.0123456789abcdef.js', Buffer.from('module.exports = {}; // changed'), at)).toThrow(/digest differs/);
  });
});
