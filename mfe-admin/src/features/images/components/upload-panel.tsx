import { Upload } from 'lucide-react';
import styled from 'styled-components';
import { useImageUpload } from '../hooks/use-image-upload';
import { FileButton } from './file-button';
import { UploadProgress } from './upload-progress';

const Box = styled.div`
  display: grid;
  justify-items: center;
  gap: 16px;
  padding: 40px 24px;
  border: 1px dashed ${({ theme }) => theme.colors.line};
  text-align: center;

  p { margin: 0; color: ${({ theme }) => theme.colors.inkMuted}; font-size: ${({ theme }) => theme.fontSizes.small}; }
  & > div { width: 100%; }
`;

const Problem = styled.p`
  && { color: ${({ theme }) => theme.colors.danger}; }
`;

/** The picker's 'Upload New' tab: choose one image, watch it upload, and it is chosen. */
export function UploadPanel({ onUploaded }: { onUploaded: (url: string) => void }) {
  const { upload, progress, uploading, problem } = useImageUpload();

  const onFiles = async (files: File[]) => {
    const [url] = await upload(files.slice(0, 1));
    if (url) onUploaded(url);
  };

  return (
    <Box>
      <Upload size={32} aria-hidden strokeWidth={1.5} />
      <FileButton onFiles={onFiles} disabled={uploading}>
        Choose File
      </FileButton>
      <p>Supports JPG, PNG, WebP up to 15MB</p>
      {problem && <Problem role="alert">{problem}</Problem>}
      {progress !== null && <UploadProgress value={progress} />}
    </Box>
  );
}
