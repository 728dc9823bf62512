/** Every API route is under /api (docs/architecture.md); the pages and /uploads are outside it. */
export const API_PREFIX = 'api';
