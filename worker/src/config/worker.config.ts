/** The worker's checked settings (declared in @caliber/config, docs/configuration.md); inject them with {@link WORKER_CONFIG}. */
export type { WorkerConfig } from '@caliber/config';

export const WORKER_CONFIG = Symbol('WORKER_CONFIG');
