import type { Collection } from '@caliber/contracts';
import { Button, WatchImage } from '@caliber/ui';
import { Pencil, Trash2 } from 'lucide-react';
import styled from 'styled-components';
import { useConfirmedDelete } from '../../../hooks/use-confirmed-delete';
import { deleteCollection } from '../api/delete-collection';

const DELETE_COLLECTION_QUESTION = 'Are you sure you want to delete this collection?';

const Card = styled.li`
  display: grid;
  grid-template-rows: auto 1fr;
  border: 1px solid ${({ theme }) => theme.colors.line};
  background: ${({ theme }) => theme.colors.surface};
`;

const Body = styled.div`
  display: grid;
  align-content: start;
  gap: 8px;
  padding: 16px 20px 20px;

  h3 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.h4}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.inkMuted}; font-size: ${({ theme }) => theme.fontSizes.small}; }
  code { font-size: ${({ theme }) => theme.fontSizes.small}; color: ${({ theme }) => theme.colors.accentText}; overflow-wrap: anywhere; }
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
  margin-top: 8px;
`;

/** One collection: image, name, description, slug, Edit and Delete. */
export function CollectionCard({ collection, onEdit }: { collection: Collection; onEdit: (collection: Collection) => void }) {

  const { pending: deleting, onDelete } = useConfirmedDelete({
    question: DELETE_COLLECTION_QUESTION,
    remove: () => deleteCollection(collection.id),
    success: 'Collection deleted successfully',
    failure: 'Failed to delete collection',
  });

  return (
    <Card>
      <WatchImage src={collection.imageUrl} alt="" placeholder="No image" ratio="4 / 3" sizes="(min-width: 1024px) 25vw, (min-width: 600px) 50vw, 100vw" />
      <Body>
        <h3>{collection.name}</h3>
        <p>{collection.description}</p>
        <code>{collection.slug}</code>
        <Actions>
          <Button type="button" variant="secondary" size="sm" onClick={() => onEdit(collection)} aria-label={`Edit ${collection.name}`}>
            <Pencil size={16} aria-hidden />
            Edit
          </Button>
          <Button type="button" variant="text" size="sm" onClick={onDelete} disabled={deleting} aria-label={`Delete ${collection.name}`}>
            <Trash2 size={16} aria-hidden />
            Delete
          </Button>
        </Actions>
      </Body>
    </Card>
  );
}
