import { ROUTES } from '@caliber/contracts';
import { Button, Link } from '@caliber/ui';
import { EmptyState } from '../../../components/empty-state';
import { useCollection } from '../../../features/collections/api/get-collection';
import { isNotFound } from '../../../lib/is-not-found';
import { CollectionLayout } from './collection-layout';

export function CollectionView({ slug }: { slug: string }) {
  const { data, error } = useCollection(slug);
  if (error) {
    return isNotFound(error) ? (
      <EmptyState title="Collection Not Found">
        <p>The collection you are looking for does not exist or is no longer available.</p>
        <Button as={Link} to={ROUTES.collections} variant="secondary">
          View All Collections
        </Button>
      </EmptyState>
    ) : (
      <EmptyState title="This collection could not be loaded">
        <p>Please refresh the page in a moment.</p>
      </EmptyState>
    );
  }
  return (
    <CollectionLayout title={data?.collection.name} description={data?.collection.description} watches={data?.watches} />
  );
}
