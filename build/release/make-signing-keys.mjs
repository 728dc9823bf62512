// `npm run keys` in a remote's folder: a new Ed25519 key pair for signing its releases. The private key goes
// to a file only its owner may read; the public key is printed with its id, for the BFF's REMOTE_<NAME>_PUBLIC_KEYS.
import { generateKeyPairSync } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { releaseKeyEntry } from './release-key.mjs';

const file = path.resolve(process.argv[2] ?? 'release-signing-key.pem');
const { privateKey } = generateKeyPairSync('ed25519');
try {
  writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600, flag: 'wx' });
} catch (error) {
  console.error(error.code === 'EEXIST' ? `${file} exists already; name another file (npm run keys -- <file>)` : error.message);
  process.exit(1);
}
console.log(`private key: ${file} (keep it with the team's release secrets; REMOTE_SIGNING_KEY=${file} npm run release)`);
console.log(`for the BFF's REMOTE_<NAME>_PUBLIC_KEYS (add it beside the keys already there): ${releaseKeyEntry(privateKey)}`);
