import type { BrowseItem } from './browse-types.js';
import { pictureUrls } from './image-url.js';
import type { MarketplaceListing, Money } from './marketplace-listing.js';
import { htmlToPlainText } from './plain-text.js';

/** A Browse API `Item` as a {@link MarketplaceListing}. */
export function fromBrowseItem(item: BrowseItem): MarketplaceListing {
  const aspects: Record<string, string> = {};
  for (const { name, value } of item.localizedAspects ?? []) {
    const label = name.trim();
    if (!label || !value?.trim()) continue;
    aspects[label] = aspects[label] ? `${aspects[label]}, ${value.trim()}` : value.trim();
  }
  if (item.brand && !aspects.Brand) aspects.Brand = item.brand;
  const price = item.price ?? item.currentBidPrice;
  const description = item.description ? htmlToPlainText(item.description) : '';
  const listing: MarketplaceListing = {
    itemId: item.legacyItemId ?? legacyIdOf(item.itemId),
    title: item.title?.trim() ?? '',
    price: price ? ({ value: price.value, currency: price.currency } satisfies Money) : null,
    aspects,
    imageUrls: pictureUrls([item.image, ...(item.additionalImages ?? [])].map((image) => image?.imageUrl)),
  };
  if (item.conditionId) listing.conditionId = item.conditionId;
  if (item.condition) listing.conditionText = item.condition;
  if (item.mpn) listing.mpn = item.mpn;
  const descriptionText = description || item.shortDescription?.trim() || item.conditionDescription?.trim();
  if (descriptionText) listing.descriptionText = descriptionText;
  if (item.seller?.username) listing.seller = { username: item.seller.username };
  const availabilityStatus = item.estimatedAvailabilities?.[0]?.estimatedAvailabilityStatus;
  if (availabilityStatus) listing.availabilityStatus = availabilityStatus;
  if (item.itemEndDate) listing.endsAt = item.itemEndDate;
  return listing;
}

/** `v1|<legacyId>|<variationId>` → `<legacyId>`. */
function legacyIdOf(itemId: string): string {
  return /^v1\|(\d+)\|/.exec(itemId)?.[1] ?? itemId;
}
