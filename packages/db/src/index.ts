export * from './entities/index.js';
export { MIGRATIONS } from './migrations/index.js';
export { createDataSource, dataSourceOptions, DEFAULT_DATABASE_URL } from './data-source.js';
export { dropDatabase, ensureDatabase } from './database-admin.js';
export { seedDemoCatalogue, type SeedReport } from './seed/seed-demo-catalogue.js';
export { prepareDatabase, type PrepareOptions, type PrepareReport } from './prepare-database.js';
export { openSecret, resolveTokenKey, sealSecret, type TokenKeySource } from './token-cipher.js';
