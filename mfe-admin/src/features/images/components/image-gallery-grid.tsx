import { imageAtWidth } from '@caliber/contracts';
import { Skeleton, useImageHost } from '@caliber/ui';
import styled from 'styled-components';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { useUploadedImages } from '../api/get-uploaded-images';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: 12px;
  max-height: 50vh;
  margin: 0;
  padding: 2px;
  overflow-y: auto;
  list-style: none;
`;

const Choice = styled.button`
  display: grid;
  gap: 4px;
  width: 100%;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.line};
  background: ${({ theme }) => theme.colors.imageBackground};
  cursor: pointer;
  text-align: left;

  &:hover, &[aria-pressed='true'] { border-color: ${({ theme }) => theme.colors.accent}; }
  &[aria-pressed='true'] { outline: 2px solid ${({ theme }) => theme.colors.accent}; }

  img { width: 100%; aspect-ratio: 1; object-fit: contain; }
  span {
    padding: 2px 6px 6px;
    overflow: hidden;
    font-size: ${({ theme }) => theme.fontSizes.label};
    text-overflow: ellipsis;
    white-space: nowrap;
    color: ${({ theme }) => theme.colors.inkMuted};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

interface ImageGalleryGridProps {
  selected: string;
  onSelect: (url: string) => void;
}

/** The picker's 'Image Gallery' tab: every uploaded image; a click chooses it. */
export function ImageGalleryGrid({ selected, onSelect }: ImageGalleryGridProps) {
  const { data: images, error, mutate } = useUploadedImages();
  const imageHost = useImageHost();

  if (error) return <LoadError what="uploaded images" error={error} onRetry={() => mutate()} />;
  if (!images) {
    return (
      <Grid aria-busy="true" aria-label="Loading images">
        {Array.from({ length: 6 }, (_, index) => (
          <li key={index}>
            <Skeleton aspectRatio="1" index={index} />
          </li>
        ))}
      </Grid>
    );
  }
  if (images.length === 0) return <EmptyState>No images uploaded yet</EmptyState>;

  return (
    <Grid>
      {images.map((image) => (
        <li key={image.url}>
          <Choice type="button" aria-pressed={image.url === selected} aria-label={`Choose ${image.filename}`} onClick={() => onSelect(image.url)}>
            <img src={imageAtWidth(image.url, 400, imageHost)} alt="" width={120} height={120} loading="lazy" />
            <span>{image.filename}</span>
          </Choice>
        </li>
      ))}
    </Grid>
  );
}
