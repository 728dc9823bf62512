import { formatPrice, type Watch } from '@caliber/contracts';
import { Pencil, Trash2 } from 'lucide-react';
import styled from 'styled-components';
import { IconButton } from '../../../components/icon-button';
import { useConfirmedDelete } from '../../../hooks/use-confirmed-delete';
import { deleteWatch } from '../api/delete-watch';
import { AvailabilitySelect } from './availability-select';
import { FeaturedToggle } from './featured-toggle';
import { InlineEditCell } from './inline-edit-cell';

const DELETE_WATCH_QUESTION = 'Are you sure you want to delete this watch?';

const Actions = styled.div`
  display: flex;
  gap: 4px;
`;

/** One watch in the inventory table. */
export function WatchRow({ watch, onEdit }: { watch: Watch; onEdit: (watch: Watch) => void }) {
  const name = `${watch.brand} ${watch.model}`;

  const { pending: deleting, onDelete } = useConfirmedDelete({
    question: DELETE_WATCH_QUESTION,
    remove: () => deleteWatch(watch.id),
    success: 'Watch deleted successfully',
    failure: 'Failed to delete watch',
  });

  return (
    <tr>
      <InlineEditCell watch={watch} field="brand" display={watch.brand} />
      <InlineEditCell watch={watch} field="model" display={watch.model} />
      <InlineEditCell watch={watch} field="reference" display={watch.reference} />
      <InlineEditCell watch={watch} field="price" display={formatPrice(watch.price)} />
      <td>{watch.collectionName ?? 'N/A'}</td>
      <td>
        <FeaturedToggle watch={watch} />
      </td>
      <td>
        <AvailabilitySelect watch={watch} />
      </td>
      <td>
        <Actions>
          <IconButton type="button" aria-label={`Edit ${name}`} onClick={() => onEdit(watch)}>
            <Pencil size={18} aria-hidden />
          </IconButton>
          <IconButton type="button" data-tone="danger" aria-label={`Delete ${name}`} onClick={onDelete} disabled={deleting}>
            <Trash2 size={18} aria-hidden />
          </IconButton>
        </Actions>
      </td>
    </tr>
  );
}
