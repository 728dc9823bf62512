export * from './entities/index.js';
export { MIGRATIONS } from './migrations/index.js';
export { createDataSource, dataSourceOptions } from './data-source.js';
export { dropDatabase, ensureDatabase } from './database-admin.js';
export { prepareDatabase, type PrepareOptions, type PrepareReport } from './prepare-database.js';
export { openSecret, resolveTokenKey, sealSecret, type TokenKeySource } from './token-cipher.js';
