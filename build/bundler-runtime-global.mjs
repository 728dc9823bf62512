/** The global where the shell leaves its federation bundler runtime for the remotes (provide-bundler-runtime.mjs). */
export const PROVIDED_BUNDLER_RUNTIME = '__CALIBER_FEDERATION_BUNDLER_RUNTIME__';
