import { formatPrice, type EbayEndedDecision, type EbayEndedListing } from '@caliber/contracts';
import { Button } from '@caliber/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { decideEndedListing } from '../api/decide-ended-listing';
import { useEndedListings } from '../api/get-ended-listings';

const Section = styled.section`
  margin-top: 12px;
`;

const Warning = styled.p`
  margin: 0 0 8px;
  font-weight: 600;
`;

const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  padding: 4px 0;
`;

/** One watch whose listing a suspect run found ended: 'Confirm Sold' sells it, 'Dismiss' leaves it as it is. */
function EndedListingRow({ listing }: { listing: EbayEndedListing }) {
  const [saving, setSaving] = useState(false);
  const decide = async (decision: EbayEndedDecision) => {
    setSaving(true);
    try {
      await decideEndedListing(listing.watchId, decision);
      notifySuccess(decision === 'confirm' ? 'Marked sold' : 'Ending dismissed', listing.watch);
    } catch (error) {
      notifyFailure('Failed to decide on the ended listing', error);
      setSaving(false);
    }
  };
  return (
    <Row aria-label={`Ended on eBay: ${listing.watch}`}>
      <span>
        {listing.watch} · {formatPrice(listing.price)} · eBay item {listing.sourceId}
      </span>
      <Button type="button" size="sm" variant="secondary" disabled={saving} onClick={() => void decide('confirm')}>
        Confirm Sold
      </Button>
      <Button type="button" size="sm" variant="text" disabled={saving} onClick={() => void decide('dismiss')}>
        Dismiss
      </Button>
    </Row>
  );
}

/** The listings a suspect sync run found ended or missing, waiting for the operator (docs/ebay-sync.md, "Fails safe"). */
export function EndedListings({ waiting }: { waiting: number }) {
  const { data } = useEndedListings(waiting > 0);
  if (waiting === 0 || !data || data.length === 0) return null;
  return (
    <Section aria-label="Ended listings waiting for you">
      <Warning>
        {data.length === 1 ? '1 listing' : `${data.length} listings`} ended on eBay in a suspect sync (too many at once): none was marked sold. Confirm
        each that really sold, or dismiss it.
      </Warning>
      <Rows>
        {data.map((listing) => (
          <EndedListingRow key={listing.watchId} listing={listing} />
        ))}
      </Rows>
    </Section>
  );
}
