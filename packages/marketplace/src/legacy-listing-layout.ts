import type { CheerioAPI } from 'cheerio';
import { conditionName, type ListingLayoutReader, textOf } from './listing-page-fields.js';
import { formatPriceValue } from './price-text.js';

/** The listing page before 2022: `#itemTitle`, `#prcIsum`, `#icImg`, `div.itemAttr` table. */
export const readLegacyLayout: ListingLayoutReader = ($) => {
  const title = textOf($('#itemTitle').first()).replace(/^Details about\s*/i, '');
  if (!title) return null;
  const priceElement = $('#prcIsum, #mm-saleDscPrc, #prcIsum_bidPrice').first();
  const value = formatPriceValue(priceElement.attr('content') ?? '');
  const currency = $('[itemprop="priceCurrency"]').first().attr('content');
  const { aspects, condition } = readAttributeTable($);
  return {
    title,
    price: value && currency ? { value, currency } : undefined,
    priceText: textOf(priceElement) || undefined,
    approxPriceText: textOf($('#convbinPrice, #convbidPrice, #prcIsumConv').first()) || undefined,
    conditionText: textOf($('#vi-itm-cond').first()) || condition,
    aspects,
    imageCandidates: $('#icImg, #mainImgHldr img, #vi_main_img_fs img')
      .toArray()
      .flatMap((img) => [$(img).attr('data-zoom-src'), $(img).attr('src')])
      .filter((url): url is string => Boolean(url)),
  };
};

/** `td.attrLabels` cells followed by their value cells; the Condition row is returned apart. */
function readAttributeTable($: CheerioAPI): { aspects: Record<string, string>; condition?: string } {
  const aspects: Record<string, string> = {};
  let condition: string | undefined;
  $('.itemAttr td.attrLabels').each((_, cell) => {
    const label = textOf($(cell)).replace(/:$/, '');
    const value = textOf($(cell).next('td'));
    if (!label || !value) return;
    if (label === 'Condition') condition = conditionName(value);
    else aspects[label] ??= value;
  });
  return { aspects, condition };
}
