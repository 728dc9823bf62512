import type { Collection } from '@caliber/contracts';
import { GuardedDialog } from '../../../components/unsaved-changes';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { createCollection } from '../api/create-collection';
import { updateCollection } from '../api/update-collection';
import { collectionToFormValues, NEW_COLLECTION_VALUES, toCollectionPayload, type CollectionFormValues } from '../lib/collection-form-values';
import { CollectionForm } from './collection-form';

interface CollectionDialogProps {
  open: boolean;
  /** The collection to edit; absent to add one. */
  collection?: Collection;
  onClose: () => void;
}

/** 'Add New Collection' / 'Edit Collection'; closing with changes asks first. */
export function CollectionDialog({ open, collection, onClose }: CollectionDialogProps) {
  const onSubmit = async (values: CollectionFormValues) => {
    try {
      if (collection) await updateCollection(collection.id, toCollectionPayload(values, collection.displayOrder));
      else {
        const { displayOrder: _default, ...payload } = toCollectionPayload(values);
        await createCollection(payload);
      }
      notifySuccess(collection ? 'Collection updated successfully' : 'Collection added successfully');
      onClose();
    } catch (error) {
      notifyFailure(collection ? 'Failed to update collection' : 'Failed to add collection', error);
    }
  };

  return (
    <GuardedDialog open={open} onClose={onClose} title={collection ? 'Edit Collection' : 'Add New Collection'}>
      {(requestClose) => (
        <CollectionForm initialValues={collection ? collectionToFormValues(collection) : NEW_COLLECTION_VALUES} onSubmit={onSubmit} onCancel={requestClose} />
      )}
    </GuardedDialog>
  );
}
