import type { Collection } from '@caliber/contracts';
import { Button, SkeletonGrid } from '@caliber/ui';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { useAdminCollections } from '../../../api/get-admin-collections';
import { ListStates } from '../../../components/list-states';
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
      <ListStates
        what="collections"
        items={collections}
        error={error}
        onRetry={() => mutate()}
        loading={<SkeletonGrid count={4} aspectRatio="4 / 3" label="Loading collections" />}
        empty="No collections found"
      >
        {(items) => (
          <Grid>
            {items.map((collection) => (
              <CollectionCard key={collection.id} collection={collection} onEdit={(chosen) => setDialog({ open: true, collection: chosen })} />
            ))}
          </Grid>
        )}
      </ListStates>
      <CollectionDialog open={dialog.open} collection={dialog.open ? dialog.collection : undefined} onClose={() => setDialog({ open: false })} />
    </section>
  );
}
