import type { StoreImportResult } from '@caliber/contracts';
import styled from 'styled-components';

const Box = styled.div`
  display: grid;
  gap: 8px;
  font-size: ${({ theme }) => theme.fontSizes.small};

  p { margin: 0; }
  ul { margin: 0; padding-left: 20px; }
`;

/** What the last store import did: the watches written and each listing left out, with why. */
export function StoreImportSummary({ result }: { result: StoreImportResult }) {
  return (
    <Box aria-label="Store import result" role="group">
      <p>
        {result.watches.length} of {result.total} listings from {result.seller} imported.
      </p>
      {result.skipped.length > 0 && (
        <ul aria-label="Skipped listings">
          {result.skipped.map(({ itemId, title, reason }) => (
            <li key={itemId}>
              {title} ({itemId}): {reason}
            </li>
          ))}
        </ul>
      )}
    </Box>
  );
}
