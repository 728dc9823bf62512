import { UPLOAD_MAX_BYTES } from '@caliber/contracts';

export interface FileProblem {
  title: string;
  description: string;
}

/** docs/back-office.md: the type must contain image/, and the file must be 15 MB or less; null when fine. */
export function validateImageFile(file: Pick<File, 'type' | 'size'>): FileProblem | null {
  if (!file.type.includes('image/')) {
    return { title: 'Invalid file', description: 'Please upload an image file (JPEG, PNG, etc.)' };
  }
  if (file.size > UPLOAD_MAX_BYTES) {
    return { title: 'File too large', description: 'Please upload an image smaller than 15MB.' };
  }
  return null;
}
