import { createHash } from 'node:crypto';

/** The list of the shell's scripts the build writes into index.html (build/index.html). */
export const SCRIPTS_ELEMENT_ID = 'caliber-scripts';
/** The remote entries the page's route needs, written per page by the BFF. */
export const REMOTE_ENTRIES_ELEMENT_ID = 'caliber-remote-entries';

/**
 * The one inline script of every page: once the server's markup has been painted, it asks for the
 * remote entries (as preloads) and the shell's scripts, which then run in order. A phone's first
 * bytes go to the markup and the first screen's pictures rather than to code that only hydrates
 * what is already on screen (docs/server-rendering.md). A hidden tab paints nothing: it starts at once.
 */
export const BOOT_SCRIPT = `(function () {
  var d = document;
  function list(id) { var element = d.getElementById(id); return element ? JSON.parse(element.textContent) : []; }
  function start() {
    list('${REMOTE_ENTRIES_ELEMENT_ID}').forEach(function (url) {
      var link = d.createElement('link'); link.rel = 'preload'; link.as = 'script'; link.crossOrigin = 'anonymous'; link.href = url; d.head.appendChild(link);
    });
    list('${SCRIPTS_ELEMENT_ID}').forEach(function (url) {
      var script = d.createElement('script'); script.src = url; script.async = false; d.head.appendChild(script);
    });
  }
  if (d.visibilityState === 'hidden') start();
  else requestAnimationFrame(function () { setTimeout(start); });
})();`;

/** The Content-Security-Policy source that allows the boot script and no other inline script. */
export const BOOT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
