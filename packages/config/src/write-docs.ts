import { readFileSync, writeFileSync } from 'node:fs';
import { renderEnvExample, withReadmeTable } from './docs.js';
import { REPO_ROOT } from './variables.js';

// `npm run docs -w @caliber/config`: rewrites the README's variables table and `.env.example`.
const readmePath = `${REPO_ROOT}/README.md`;
writeFileSync(readmePath, withReadmeTable(readFileSync(readmePath, 'utf8')));
writeFileSync(`${REPO_ROOT}/.env.example`, renderEnvExample());
console.log('Wrote the variables table of README.md and .env.example.');
