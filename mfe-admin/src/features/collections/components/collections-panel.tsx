import type { Collection } from '@caliber/contracts';
import { Button, SkeletonGrid } from '@caliber/ui';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { useAdminCollections } from '../../../api/get-admin-collections';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { PanelHeader } from '../../../components/panel-header';
import { CollectionCard } from './collection-card';
import { CollectionDialog } from './collection-dialog';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
  gap: 24px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

type DialogState = { open: false } | { open: true; collection?: Collection };

/** The Collections tab: a card per collection, with add, edit and delete. */
export function CollectionsPanel() {
  const { collections, error, mutate } = useAdminCollections();
  const [dialog, setDialog] = useState<DialogState>({ open: false });

  return (
    <section>
      <PanelHeader
        title="Collections"
        actions={
          <Button type="button" onClick={() => setDialog({ open: true })}>
            <Plus size={18} aria-hidden />
            Add New Collection
          </Button>
        }
      />
      {error ? (
        <LoadError what="collections" error={error} onRetry={() => mutate()} />
      ) : !collections ? (
        <SkeletonGrid count={4} aspectRatio="4 / 3" label="Loading collections" />
      ) : collections.length === 0 ? (
        <EmptyState>No collections found</EmptyState>
      ) : (
        <Grid>
          {collections.map((collection) => (
            <CollectionCard key={collection.id} collection={collection} onEdit={(chosen) => setDialog({ open: true, collection: chosen })} />
          ))}
        </Grid>
      )}
      <CollectionDialog open={dialog.open} collection={dialog.open ? dialog.collection : undefined} onClose={() => setDialog({ open: false })} />
    </section>
  );
}
