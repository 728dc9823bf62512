import { ROUTES, ALL_WATCHES_SLUG, SEARCH } from '@caliber/contracts';
import { Button, Link } from '@caliber/ui';
import { useMemo } from 'react';
import styled from 'styled-components';
import { EmptyState } from '../../../components/empty-state';
import { SearchAlertControl } from '../../../components/watch-catalogue/search-alert-control';
import { WatchCatalogue } from '../../../components/watch-catalogue/watch-catalogue';

/** What a search found: the usual cards with sort and filters, best matches first. */
export function SearchResults({ q }: { q: string }) {
  const source = useMemo(() => ({ q }), [q]);
  return (
    <WatchCatalogue
      source={source}
      loadingLabel="Searching watches"
      noMatches={
        <EmptyState title={`No watches match “${q}”`}>
          <p>Check the spelling, try a brand, a model or a reference, or browse every watch.</p>
          <Button as={Link} to={ROUTES.collection(ALL_WATCHES_SLUG)} variant="secondary">
            View All Watches
          </Button>
          <SearchAlertControl />
        </EmptyState>
      }
      note={({ matched }) =>
        matched === SEARCH.maxResults && (
          <CappedNote>
            These are the {SEARCH.maxResults} best matches; add a word, a model or a reference to narrow the search.
          </CappedNote>
        )
      }
    />
  );
}

// A search answers its best matches only (docs/search.md), so the filters below narrow those.
const CappedNote = styled.p`
  margin: 0 0 16px;
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.inkMuted};
`;
