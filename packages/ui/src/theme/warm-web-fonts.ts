import { WEB_FONTS } from '@caliber/contracts';
import { WEB_FONT_FILES } from './font-faces';

/**
 * On a page painted without the web fonts (a browser's first), fetches their files once the page has
 * loaded and the browser is idle, then flags them as cached: the next page loaded uses them from its
 * first paint (docs/design.md, "Type"). Without storage (a private window that refuses it), every page
 * keeps the fallback faces.
 */
export function warmWebFonts(): void {
  if (document.documentElement.classList.contains(WEB_FONTS.className)) return;
  const warm = () => {
    Promise.all(
      WEB_FONT_FILES.map(async (url) => {
        const response = await fetch(url);
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        await response.arrayBuffer();
      }),
    )
      .then(() => localStorage.setItem(WEB_FONTS.storageKey, '1'))
      .catch(() => undefined);
  };
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(warm) : setTimeout(warm, 0));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
