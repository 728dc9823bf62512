import { Tabs } from '@caliber/ui';
import { useState, type HTMLAttributes, type SyntheticEvent } from 'react';
import { Dialog } from '../../../components/dialog';
import { ImageGalleryGrid } from './image-gallery-grid';
import { UploadPanel } from './upload-panel';

/**
 * This dialog opens inside the watch or collection dialog, and React passes a dialog's `cancel`
 * (Escape) up the component tree: stopped here, it closes only this one. (`onCancel` is typed for
 * <dialog> alone, hence the cast.)
 */
const keepCancelInside = {
  onCancel: (event: SyntheticEvent) => event.stopPropagation(),
} as HTMLAttributes<HTMLDivElement>;

const TABS = [
  { id: 'gallery', label: 'Image Gallery' },
  { id: 'upload', label: 'Upload New' },
];

interface ImagePickerDialogProps {
  open: boolean;
  onClose: () => void;
  /** The current image, outlined in the gallery. */
  selected: string;
  onSelect: (url: string) => void;
}

/** 'Select or Upload Image': choose a previous upload or upload a new one. */
export function ImagePickerDialog({ open, onClose, selected, onSelect }: ImagePickerDialogProps) {
  const [tab, setTab] = useState('gallery');
  const choose = (url: string) => {
    onSelect(url);
    onClose();
  };

  return (
    <div {...keepCancelInside}>
      <Dialog open={open} onClose={onClose} title="Select or Upload Image">
        <Tabs items={TABS} value={tab} onChange={setTab} label="Image source">
          {tab === 'gallery' ? <ImageGalleryGrid selected={selected} onSelect={choose} /> : <UploadPanel onUploaded={choose} />}
        </Tabs>
      </Dialog>
    </div>
  );
}
