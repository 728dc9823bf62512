import { IMPORT_ACTIONS, WATCH_FIELDS, type MissingField, type SkippedListing, type StoreImportResult } from '@caliber/contracts';
import { Button } from '@caliber/ui';
import styled from 'styled-components';

const Box = styled.div`
  display: grid;
  gap: 8px;
  font-size: ${({ theme }) => theme.fontSizes.small};

  p { margin: 0; }
  ul { display: grid; gap: 12px; margin: 0; padding-left: 20px; }
  li { display: grid; gap: 4px; justify-items: start; }
`;

const labelOf = (field: MissingField) => (field === 'images' ? 'Pictures' : WATCH_FIELDS[field].label);

/** Whether the item-id preview can complete it: it lacks fields other than pictures (added on eBay only). */
const fillable = ({ missingFields }: SkippedListing) => missingFields.some((field) => field !== 'images');

interface StoreImportSummaryProps {
  result: StoreImportResult;
  /** Opens a skipped listing in the 'Import by Item ID' preview. */
  onOpen: (itemId: string) => void;
}

/** What the last store import did: the watches written and each listing left out, with what it lacked. */
export function StoreImportSummary({ result, onOpen }: StoreImportSummaryProps) {
  return (
    <Box aria-label="Store import result" role="group">
      <p>
        {result.watches.length} of {result.total} listings from {result.seller} imported.
      </p>
      {result.skipped.length > 0 && (
        <ul aria-label="Skipped listings">
          {result.skipped.map((listing) => (
            <li key={listing.itemId}>
              <span>
                {listing.title} ({listing.itemId})
              </span>
              <span>{listing.missingFields.length > 0 ? `Missing: ${listing.missingFields.map(labelOf).join(', ')}` : listing.reason}</span>
              {fillable(listing) && (
                <Button type="button" variant="secondary" size="sm" onClick={() => onOpen(listing.itemId)} aria-label={`${IMPORT_ACTIONS.openInItemPreview}: ${listing.title}`}>
                  {IMPORT_ACTIONS.openInItemPreview}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Box>
  );
}
