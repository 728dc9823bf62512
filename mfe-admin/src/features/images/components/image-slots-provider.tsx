import type { ReactNode } from 'react';
import { ImageSlotsContext, type ImageSlots } from '../../../lib/image-slots';
import { ImageInput } from './image-input';
import { MultiUpload } from './multi-upload';

const slots: ImageSlots = { ImageInput, MultiUpload };

/** Hands this feature's image controls to the forms of other features (see lib/image-slots). */
export function ImageSlotsProvider({ children }: { children: ReactNode }) {
  return <ImageSlotsContext.Provider value={slots}>{children}</ImageSlotsContext.Provider>;
}
