import type { Page } from 'playwright-core';

interface CardSeen {
  place: number;
  of: number;
  title: string;
}

/** The cards of the page's list drawn now: each loaded card's place in the whole list and its title. */
const cardsDrawn = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('main li[aria-posinset]:not([aria-busy])')).map((slot) => ({
      place: Number(slot.getAttribute('aria-posinset')),
      of: Number(slot.getAttribute('aria-setsize')),
      title: slot.querySelector('article h2')?.textContent ?? '',
    })),
  );

/** Until the list has drawn the cards at the middle of the screen (or the middle is past the list). */
export const listDrawnAtMiddle = (page: Page) =>
  page.waitForFunction(() => {
    const list = document.querySelector('main ul:has(> li[aria-posinset])');
    const first = list?.querySelector('li[aria-posinset]');
    if (!list || !first) return false;
    const middle = window.innerHeight / 2;
    const { top, bottom } = list.getBoundingClientRect();
    if (middle < top || middle > bottom) return true;
    const { left, width } = first.getBoundingClientRect();
    const slot = document.elementFromPoint(left + width / 2, middle)?.closest('li[aria-posinset]');
    return !!slot && !slot.hasAttribute('aria-busy');
  });

/**
 * Every card of the page's list in its order, read as a visitor scrolls it: the list keeps only the cards
 * near the screen in the page and loads the others' pieces as they come near.
 */
export async function everyCardTitle(page: Page): Promise<string[]> {
  const byPlace = new Map<number, string>();
  let of = Number.POSITIVE_INFINITY;
  const read = (cards: CardSeen[]) => {
    for (const card of cards) {
      of = card.of;
      byPlace.set(card.place, card.title);
    }
  };
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await listDrawnAtMiddle(page);
  read(await cardsDrawn(page));
  while (byPlace.size < of) {
    const moved = await page.evaluate(() => {
      const before = window.scrollY;
      // 'instant': the page scrolls smoothly by default, which would leave scrollY unchanged here.
      window.scrollBy({ top: window.innerHeight / 2, behavior: 'instant' });
      return window.scrollY !== before;
    });
    if (!moved) throw new Error(`The list ends after ${byPlace.size} of its ${of} cards`);
    await listDrawnAtMiddle(page);
    read(await cardsDrawn(page));
  }
  return Array.from({ length: of }, (_, index) => byPlace.get(index + 1) ?? `(card ${index + 1} never drawn)`);
}

/** The place in the whole list of the card at the middle of the screen (once drawn). */
export async function placeAtMiddle(page: Page): Promise<number> {
  await listDrawnAtMiddle(page);
  return page.evaluate(() => {
    const first = document.querySelector('main li[aria-posinset]')!.getBoundingClientRect();
    const slot = document.elementFromPoint(first.left + first.width / 2, window.innerHeight / 2)?.closest('li[aria-posinset]');
    return Number(slot?.getAttribute('aria-posinset') ?? 0);
  });
}
