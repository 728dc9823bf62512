import { formatPrice, type ScrapedListing } from '@caliber/contracts';
import { ListingSpecs } from './listing-specs';
import { PreviewImages } from './preview-images';

/** The details read from a listing, as they will be imported. */
export function ScrapedListingPreview({ listing }: { listing: ScrapedListing }) {
  return (
    <>
      <ListingSpecs
        specs={[
          ['Brand', listing.brand],
          ['Model', listing.model],
          ['Reference', listing.reference],
          ['Movement', listing.movement],
          ['Case Material', listing.caseMaterial],
          ['Case Size', listing.caseSize],
          ['Year', listing.year === null ? '' : String(listing.year)],
          ['Condition', listing.condition],
          ['Price', listing.price && formatPrice(listing.price)],
        ]}
      />
      <PreviewImages urls={listing.images} count={listing.imageCount} />
    </>
  );
}
