import { toast } from '@caliber/ui';
import { useState } from 'react';
import { uploadImage } from '../api/upload-image';
import { uploadFailureText, uploadSuccessText } from '../lib/upload-messages';
import { validateImageFile } from '../lib/validate-image-file';
import { useUploadProgress } from './use-upload-progress';

/**
 * Checks and uploads files one after another with simulated progress and the toasts of docs/back-office.md.
 * `problem` holds the last client-side refusal ('Invalid file: ...') for display beside the control.
 */
export function useImageUpload() {
  const { progress, start, finish } = useUploadProgress();
  const [problem, setProblem] = useState<string | null>(null);

  const uploadOne = async (file: File): Promise<string | null> => {
    const refusal = validateImageFile(file);
    if (refusal) {
      setProblem(`${refusal.title}: ${refusal.description}`);
      toast({ ...refusal, variant: 'destructive' });
      return null;
    }
    start();
    try {
      const result = await uploadImage(file);
      finish(true);
      toast({ title: 'Upload successful', description: uploadSuccessText(result) });
      return result.url;
    } catch (error) {
      finish(false);
      console.error('Image upload failed', error);
      toast({ title: 'Upload failed', description: uploadFailureText(error), variant: 'destructive' });
      return null;
    }
  };

  /** The URLs of the files that uploaded, in order. */
  const upload = async (files: Iterable<File>): Promise<string[]> => {
    setProblem(null);
    const urls: string[] = [];
    for (const file of files) {
      const url = await uploadOne(file);
      if (url) urls.push(url);
    }
    return urls;
  };

  return { upload, progress, uploading: progress !== null && progress < 100, problem };
}
