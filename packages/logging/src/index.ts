export { QuietStartLogger } from './quiet-start-logger.js';
export { createRootLogger } from './root-logger.js';
