/**
 * The one list of libraries every app shares as a Module Federation singleton. Keep it identical in
 * every app: a library missing here is bundled twice, and state kept in it (React's dispatcher,
 * styled-components' sheet, jotai's store, swr's cache, @caliber/ui's atoms) splits in two.
 * Deep imports are listed on their own: sharing `react` does not share `react/jsx-runtime`.
 */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'styled-components',
  'jotai',
  'swr',
  '@caliber/ui',
];

/** `shared` option of the shell's Node build; versions are read from each app's package.json. */
export const shared = Object.fromEntries(SINGLETONS.map((name) => [name, { singleton: true }]));

/**
 * The shell's browser build puts its copies in main.js (eager) rather than in a file each: every page runs
 * them all, and one file compresses better than nine (docs/server-rendering.md). Remotes still take them
 * from the share scope, where the shell has registered them before any remote loads.
 */
export const hostShared = Object.fromEntries(SINGLETONS.map((name) => [name, { singleton: true, eager: true }]));

/**
 * A remote brings no copy of its own, in either build: a remote runs only inside the shell, which always
 * provides them (in the browser, its entry is then smaller by the registration of copies never used), and
 * one copy per server process keeps styled-components' style sheet and React's dispatcher single.
 */
export const remoteShared = Object.fromEntries(SINGLETONS.map((name) => [name, { singleton: true, import: false }]));
