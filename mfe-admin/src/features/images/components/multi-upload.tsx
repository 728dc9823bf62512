import { ImagePlus } from 'lucide-react';
import styled from 'styled-components';
import type { MultiUploadProps } from '../../../lib/image-slots';
import { useImageUpload } from '../hooks/use-image-upload';
import { FileButton } from './file-button';
import { UploadProgress } from './upload-progress';

const Box = styled.div`
  display: grid;
  gap: 8px;
  justify-items: start;

  & > div { width: 100%; }
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

/** Uploads several images at once and hands their URLs to the gallery. */
export function MultiUpload({ onUploaded }: MultiUploadProps) {
  const { upload, progress, uploading, problem } = useImageUpload();

  const onFiles = async (files: File[]) => {
    const urls = await upload(files);
    if (urls.length) onUploaded(urls);
  };

  return (
    <Box>
      <FileButton onFiles={onFiles} multiple disabled={uploading}>
        <ImagePlus size={16} aria-hidden />
        Upload Images
      </FileButton>
      {problem && <Problem role="alert">{problem}</Problem>}
      {progress !== null && <UploadProgress value={progress} />}
    </Box>
  );
}
