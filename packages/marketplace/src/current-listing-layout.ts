import type { CheerioAPI } from 'cheerio';
import { conditionName, type ListingLayoutReader, textOf } from './listing-page-fields.js';

const GALLERY_IMAGES = '.ux-image-carousel-item img, .ux-image-grid img, .ux-image-filmstrip-carousel-item img';

/** The listing page in use since 2022: `x-item-title`, `x-price-primary`, `dl.ux-labels-values` specifics. */
export const readCurrentLayout: ListingLayoutReader = ($) => {
  const title = textOf($('h1.x-item-title__mainTitle').first());
  if (!title) return null;
  const { aspects, condition } = readSpecifics($);
  const conditionText = textOf($('.x-item-condition-text .ux-textspans, .x-item-condition-value .ux-textspans').first()) || condition;
  return {
    title,
    priceText: textOf($('.x-price-primary').first()) || undefined,
    approxPriceText: textOf($('.x-price-approx__price').first()) || undefined,
    conditionText: conditionText || undefined,
    aspects,
    imageCandidates: $(GALLERY_IMAGES)
      .toArray()
      .flatMap((img) => [$(img).attr('data-zoom-src'), $(img).attr('data-src'), $(img).attr('src')])
      .filter((url): url is string => Boolean(url)),
  };
};

/** Item specifics by label; the Condition row is returned apart, reduced to the condition's name. */
function readSpecifics($: CheerioAPI): { aspects: Record<string, string>; condition?: string } {
  const aspects: Record<string, string> = {};
  let condition: string | undefined;
  $('dl.ux-labels-values').each((_, dl) => {
    const label = textOf($(dl).find('.ux-labels-values__labels').first()).replace(/:$/, '');
    // The first block holds the shown value; later ones are hidden expanded copies.
    const shown = $(dl).find('.ux-labels-values__values-content').first().children().first();
    const parts = shown
      .find('.ux-textspans')
      .filter((__, span) => $(span).closest('button').length === 0)
      .toArray()
      .map((span) => textOf($(span)))
      .filter((part) => !/^[\s,;]*$/.test(part));
    const value = parts.length > 0 ? parts.join(', ') : textOf(shown);
    if (!label || !value) return;
    if (label === 'Condition') condition = conditionName(value);
    else aspects[label] ??= value;
  });
  return { aspects, condition };
}
