import { SIMILAR_WATCHES } from '@caliber/contracts';
import styled from 'styled-components';
import { CardGrid } from '../../../components/card-grid';
import { SectionHeader } from '../../../components/section-header';
import { WatchCard } from '../../../components/watch-catalogue/watch-card';
import { useSimilarWatches } from '../api/get-similar-watches';

/**
 * Other available watches of the same brand or collection, nearest in price (docs/storefront.md, watch page).
 * Below the fold, so every photo loads lazily; no section at all when none qualify or the read failed.
 */
export function SimilarWatches({ slug }: { slug: string }) {
  const { data: watches } = useSimilarWatches(slug);
  if (!watches?.length) return null;
  return (
    <Similar aria-label={SIMILAR_WATCHES.heading}>
      <SectionHeader title={SIMILAR_WATCHES.heading} />
      <CardGrid $rowGap={32} $desktopColumns={4}>
        {watches.map((watch) => (
          <li key={watch.id}>
            <WatchCard watch={watch} />
          </li>
        ))}
      </CardGrid>
    </Similar>
  );
}

const Similar = styled.section`
  margin-top: 96px;
  padding-top: 64px;
  border-top: 1px solid ${({ theme }) => theme.colors.line};

  @media (max-width: 767px) {
    margin-top: 64px;
    padding-top: 48px;
  }
`;
