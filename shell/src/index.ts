// No async boundary: the shell's shared singletons are eager (build/shared.mjs), in main.js with the app, so
// one file holds everything every page runs (docs/server-rendering.md, what a page downloads).
import './bootstrap';
