import { ROUTES } from '@caliber/contracts';
import { Button, Link } from '@caliber/ui';
import { useMemo } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { useCollections } from '../../../features/collections/api/get-collections';
import { CollectionLayout } from './collection-layout';

/** A collection's page: its name and description come with the collections every page has; its watches in pieces. */
export function CollectionView({ slug }: { slug: string }) {
  const { data: collections, error } = useCollections();
  const source = useMemo(() => ({ collection: slug }), [slug]);
  if (error) {
    return (
      <EmptyState title="This collection could not be loaded">
        <p>Please refresh the page in a moment.</p>
      </EmptyState>
    );
  }
  const collection = collections?.find((candidate) => candidate.slug === slug);
  if (collections && !collection) {
    return (
      <EmptyState title="Collection Not Found">
        <p>The collection you are looking for does not exist or is no longer available.</p>
        <Button as={Link} to={ROUTES.collections} variant="secondary">
          View All Collections
        </Button>
      </EmptyState>
    );
  }
  return <CollectionLayout title={collection?.name} description={collection?.description} source={collection ? source : undefined} />;
}
