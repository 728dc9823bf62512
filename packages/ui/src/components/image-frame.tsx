import styled from 'styled-components';

/**
 * Fixed-ratio box on the soft neutral background, so every watch sits the same way. Its `img` is
 * contained, never cropped. `ratio` is a CSS aspect-ratio such as '4 / 5' (default) or '1 / 1'.
 */
export const ImageFrame = styled.div.withConfig({ shouldForwardProp: (prop) => prop !== 'ratio' })<{ ratio?: string }>`
  position: relative;
  display: grid;
  place-items: center;
  aspect-ratio: ${({ ratio = '4 / 5' }) => ratio};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.imageBackground};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};

  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;
