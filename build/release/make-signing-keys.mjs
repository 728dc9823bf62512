// `npm run keys` in a remote's folder: a new Ed25519 key pair for signing its releases. The private key goes
// to a file only its owner may read; the public key is printed, for the BFF's REMOTE_<NAME>_PUBLIC_KEY.
import { generateKeyPairSync } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const file = path.resolve(process.argv[2] ?? 'release-signing-key.pem');
const { privateKey, publicKey } = generateKeyPairSync('ed25519');
try {
  writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600, flag: 'wx' });
} catch (error) {
  console.error(error.code === 'EEXIST' ? `${file} exists already; name another file (npm run keys -- <file>)` : error.message);
  process.exit(1);
}
console.log(`private key: ${file} (keep it with the team's release secrets; REMOTE_SIGNING_KEY=${file} npm run release)`);
console.log(`public key, for the BFF's REMOTE_<NAME>_PUBLIC_KEY: ${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`);
