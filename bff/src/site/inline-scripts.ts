import { WEB_FONTS } from '@caliber/contracts';
import { createHash } from 'node:crypto';

/** The list of the shell's scripts the build writes into index.html (build/index.html). */
export const SCRIPTS_ELEMENT_ID = 'caliber-scripts';
/** The remote entries the page's route needs, written per page by the BFF. */
export const REMOTE_ENTRIES_ELEMENT_ID = 'caliber-remote-entries';

/**
 * The inline script that closes every page: once the server's markup has been painted, it asks for the
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

/**
 * The head's inline script: when an earlier page has cached the web fonts, it switches them on before the
 * first paint (docs/design.md, "Type"). Storage a browser refuses leaves the fallback faces.
 */
export const WEB_FONTS_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(WEB_FONTS.storageKey)}))document.documentElement.classList.add(${JSON.stringify(WEB_FONTS.className)})}catch(e){}`;

/** The Content-Security-Policy sources that allow the two inline scripts and no other. */
export const INLINE_SCRIPT_SOURCES = [WEB_FONTS_SCRIPT, BOOT_SCRIPT].map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
