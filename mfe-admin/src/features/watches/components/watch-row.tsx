import { formatPrice, type Watch } from '@caliber/contracts';
import { Badge } from '@caliber/ui';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { IconButton } from '../../../components/icon-button';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { deleteWatch } from '../api/delete-watch';
import { InlineEditCell } from './inline-edit-cell';

export const DELETE_WATCH_QUESTION = 'Are you sure you want to delete this watch?';

const Actions = styled.div`
  display: flex;
  gap: 4px;
`;

/** One watch in the inventory table. */
export function WatchRow({ watch, onEdit }: { watch: Watch; onEdit: (watch: Watch) => void }) {
  const [deleting, setDeleting] = useState(false);
  const name = `${watch.brand} ${watch.model}`;

  const onDelete = async () => {
    if (!window.confirm(DELETE_WATCH_QUESTION)) return;
    setDeleting(true);
    try {
      await deleteWatch(watch.id);
      notifySuccess('Watch deleted successfully');
    } catch (error) {
      notifyFailure('Failed to delete watch', error);
      setDeleting(false);
    }
  };

  return (
    <tr>
      <InlineEditCell watch={watch} field="brand" display={watch.brand} />
      <InlineEditCell watch={watch} field="model" display={watch.model} />
      <InlineEditCell watch={watch} field="reference" display={watch.reference} />
      <InlineEditCell watch={watch} field="price" display={formatPrice(watch.price)} />
      <td>{watch.collectionName ?? 'N/A'}</td>
      <td>{watch.featured ? <Badge tone="accent">Featured</Badge> : <Badge>No</Badge>}</td>
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
