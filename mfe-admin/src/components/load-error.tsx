import { Button } from '@caliber/ui';
import styled from 'styled-components';
import { errorDetail } from '../lib/api-error';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-left: 3px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.surface};

  p { margin: 0; flex: 1 1 240px; }
`;

/** A read that failed: what went wrong and a retry. */
export function LoadError({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  const detail = errorDetail(error);
  return (
    <Box role="alert">
      <p>
        Could not load {what}
        {detail ? `: ${detail}` : '.'}
      </p>
      <Button type="button" variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </Box>
  );
}
