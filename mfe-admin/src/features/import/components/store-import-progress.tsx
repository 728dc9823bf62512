import type { JobProgress } from '@caliber/contracts';
import styled from 'styled-components';

const Box = styled.div`
  display: grid;
  gap: 6px;

  progress { width: 100%; height: 8px; accent-color: ${({ theme }) => theme.colors.accent}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.ink}; font-size: ${({ theme }) => theme.fontSizes.small}; }
`;

/** The store import's bar: n of N once the worker has counted the store's listings. */
export function StoreImportProgress({ progress }: { progress: JobProgress | null }) {
  const counted = progress !== null && progress.total > 0;
  return (
    <Box role="status">
      <progress aria-label="Store import progress" max={counted ? progress.total : undefined} value={counted ? progress.done : undefined} />
      <p>{counted ? `Imported ${progress.done} of ${progress.total} listings...` : 'Importing listings...'}</p>
    </Box>
  );
}
