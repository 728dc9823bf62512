/**
 * @caliber/demo-seed: the demo catalogue and the renderer of its pictures, used by `npm start`'s
 * preparation step (bff/src/prepare.ts) only, so the running BFF and worker never load it.
 */
export { seedDemoCatalogue, type SeedReport } from './seed-demo-catalogue.js';
