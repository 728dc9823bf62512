/**
 * @caliber/config: every environment variable of the BFF, the worker, the database package, the seed and
 * the command-line steps, declared once and checked at start (docs/configuration.md). Server-only.
 */
export { VARIABLES, PAIRED, type VariableName } from './variables.js';
export { READERS, type Reader, type Variable } from './variable.js';
export { ConfigError, readSettings, type Environment, type Settings } from './read-settings.js';
export {
  loadBffConfig,
  loadDatabaseSettings,
  loadPrepareConfig,
  loadStorageSettings,
  loadWorkerConfig,
  type BffConfig,
  type BffEbayConfig,
  type DatabaseSettings,
  type EbayAppConfig,
  type MailConfig,
  type MetricsAddress,
  type PrepareConfig,
  type StorageSettings,
  type TelemetryConfig,
  type WorkerConfig,
} from './process-configs.js';
export type { ReleaseKey } from './value-types.js';
