import type { CreateServerRenderer } from '@caliber/contracts';

/** Entry of the shell's Node build, which the BFF requires. The import is the async boundary for shared modules. */
export const createServerRenderer: CreateServerRenderer = async (options) => (await import('./server/renderer')).createRenderer(options);
