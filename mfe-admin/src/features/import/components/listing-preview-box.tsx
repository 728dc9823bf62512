import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PreviewImages } from './preview-images';

const Box = styled.div`
  display: grid;
  gap: 16px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.line};

  h4 { margin: 0; }
`;

/** A fetched or loaded listing: its title, up to four pictures, then its details. */
export function ListingPreviewBox({ title, pictures, imageCount, children }: { title: string; pictures: string[]; imageCount: number; children: ReactNode }) {
  return (
    <Box aria-label="Listing preview" role="group">
      <h4>{title}</h4>
      <PreviewImages urls={pictures} count={imageCount} />
      {children}
    </Box>
  );
}
