import { Link } from '@caliber/ui';
import { PackageOpen } from 'lucide-react';
import styled from 'styled-components';

const Box = styled.section`
  margin: 0 0 24px;
  padding: 20px 24px;
  border: 1px dashed ${({ theme }) => theme.colors.line};
  border-radius: 8px;

  h2 {
    display: flex;
    align-items: center;
    gap: 8px;
    margin: 0 0 8px;
    font-size: ${({ theme }) => theme.fontSizes.body};
  }

  ol {
    margin: 8px 0 0;
    padding-left: 20px;
  }

  li + li {
    margin-top: 6px;
  }

  a {
    color: ${({ theme }) => theme.colors.accentText};
    font-weight: 600;
  }
`;

/**
 * What the dashboard shows while the catalogue has no watch (a new shop: the demo catalogue is only seeded
 * where DEMO_CATALOGUE is on, docs/back-office.md): how to add the first one, with links to the tabs.
 */
export function FirstWatchSteps({ hasCollection }: { hasCollection: boolean }) {
  return (
    <Box aria-labelledby="first-watch-steps">
      <h2 id="first-watch-steps">
        <PackageOpen size={18} aria-hidden />
        Your catalogue is empty
      </h2>
      Nothing is shown on the storefront until you add a watch. Every watch belongs to a collection.
      <ol>
        {!hasCollection && (
          <li>
            <Link to="?tab=collections">Create a collection</Link> (for example &ldquo;Dive Watches&rdquo;).
          </li>
        )}
        <li>
          <Link to="?tab=watches">Add a watch</Link> with <strong>Add New Watch</strong>: its details, price and photos.
        </li>
        <li>
          Or <Link to="?tab=import">import from eBay</Link>: one listing by its URL or item id, or a whole eBay store.
        </li>
      </ol>
    </Box>
  );
}
