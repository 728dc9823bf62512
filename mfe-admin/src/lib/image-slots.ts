import { createContext, useContext, type ComponentType } from 'react';

export interface ImageInputProps {
  /** Visible label, e.g. 'Primary Image'. */
  label: string;
  value: string;
  onChange: (url: string) => void;
  onBlur?: () => void;
  error?: string;
}

export interface MultiUploadProps {
  /** Called once with the URLs of every file that uploaded. */
  onUploaded: (urls: string[]) => void;
}

/**
 * Image controls the forms of several features need. The images feature implements them and the app
 * hands them down here, so features never import each other (bulletproof-react).
 */
export interface ImageSlots {
  ImageInput: ComponentType<ImageInputProps>;
  MultiUpload: ComponentType<MultiUploadProps>;
}

export const ImageSlotsContext = createContext<ImageSlots | null>(null);

export function useImageSlots(): ImageSlots {
  const slots = useContext(ImageSlotsContext);
  if (!slots) throw new Error('useImageSlots needs an ImageSlotsContext provider (app/admin-app.tsx)');
  return slots;
}
