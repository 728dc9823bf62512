import { ROUTES, type WatchListSource } from '@caliber/contracts';
import { Skeleton, SkeletonGrid } from '@caliber/ui';
import styled from 'styled-components';
import { Breadcrumb } from '../../../components/breadcrumb';
import { SectionHeader } from '../../../components/section-header';
import { WatchCatalogue } from '../../../components/watch-catalogue/watch-catalogue';

interface CollectionLayoutProps {
  /** Undefined while the collection is loading. */
  title?: string;
  description?: string;
  /** Undefined while the collection is loading. */
  source?: WatchListSource;
}

/** Breadcrumb, title and description, then the watches (6 skeleton cards while they load). */
export function CollectionLayout({ title, description, source }: CollectionLayoutProps) {
  return (
    <>
      {title ? (
        <Top>
          <Breadcrumb items={[{ label: 'Home', to: ROUTES.home }, { label: title }]} />
          <SectionHeader level={1} eyebrow="Collection" title={title} intro={description && <p>{description}</p>} />
        </Top>
      ) : (
        <Top aria-hidden>
          <Skeleton width="160px" />
          <Skeleton width="min(100%, 420px)" height="3em" index={1} style={{ margin: '40px 0 16px' }} />
          <Skeleton width="min(100%, 560px)" index={2} style={{ marginBottom: 48 }} />
        </Top>
      )}
      {source ? (
        <WatchCatalogue source={source} />
      ) : (
        <SkeletonGrid count={6} minItemWidth={320} label="Loading watches" />
      )}
    </>
  );
}

const Top = styled.div`
  & > nav {
    margin-bottom: 24px;
  }
`;
