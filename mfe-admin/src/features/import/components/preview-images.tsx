import styled from 'styled-components';

/** A preview shows at most 4 images. */
const MAX_PREVIEW_IMAGES = 4;

const Row = styled.div`
  display: grid;
  gap: 8px;

  ul { display: flex; flex-wrap: wrap; gap: 8px; margin: 0; padding: 0; list-style: none; }
  img { width: 96px; height: 96px; object-fit: contain; background: ${({ theme }) => theme.colors.imageBackground}; border: 1px solid ${({ theme }) => theme.colors.line}; }
  p { margin: 0; font-size: ${({ theme }) => theme.fontSizes.small}; color: ${({ theme }) => theme.colors.inkMuted}; }
`;

/** Up to four of the listing's images, and how many the listing has. */
export function PreviewImages({ urls, count }: { urls: string[]; count: number }) {
  if (count === 0) return null;
  return (
    <Row>
      <ul aria-label="Listing images">
        {urls.slice(0, MAX_PREVIEW_IMAGES).map((url) => (
          <li key={url}>
            <img src={url} alt="" width={96} height={96} loading="lazy" />
          </li>
        ))}
      </ul>
      <p>
        {count} {count === 1 ? 'image' : 'images'}
      </p>
    </Row>
  );
}
