import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import styled from 'styled-components';
import { Button } from './button';
import { Container } from './container';

const Notice = styled.div<{ $tone: 'light' | 'dark' }>`
  display: grid;
  gap: 16px;
  justify-items: start;
  padding: 24px;
  border: 1px solid ${({ theme, $tone }) => ($tone === 'dark' ? 'rgba(248, 246, 241, 0.24)' : theme.colors.line)};
  background: ${({ theme, $tone }) => ($tone === 'dark' ? 'transparent' : theme.colors.surface)};
`;

const PageArea = styled(Container)`
  min-height: 50vh;
  padding-block: 56px;
`;

export interface RemoteBoundaryProps {
  /** The plain sentence shown when the region fails, e.g. 'The inquiry form is unavailable right now.' */
  message: string;
  /** Forgets the failed load before Retry renders the region again, so the remote is loaded anew. */
  onRetry: () => void;
  /** 'dark' on a dark background (the footer). */
  tone?: 'light' | 'dark';
  /** A whole page: the notice sits in the page container. */
  page?: boolean;
  children: ReactNode;
}

/**
 * The one error boundary around a region drawn by a remote (or by a chunk fetched late, `deferredRegion`): a
 * remote that fails to load or throws while rendering is replaced by `message` and a Retry button; the rest of
 * the page keeps working. (On the
 * server a failed region is sent as its loading placeholder instead; docs/server-rendering.md.)
 */
export function RemoteBoundary({ message, onRetry, tone = 'light', page = false, children }: RemoteBoundaryProps) {
  return (
    <ErrorBoundary
      onError={(error) => console.error(`[caliber] ${message}`, error)}
      onReset={() => onRetry()}
      fallbackRender={({ resetErrorBoundary }) => {
        const notice = (
          <Notice role="alert" $tone={tone}>
            <p>{message}</p>
            <Button type="button" variant="secondary" onClick={() => resetErrorBoundary()}>
              Retry
            </Button>
          </Notice>
        );
        return page ? <PageArea>{notice}</PageArea> : notice;
      }}
    >
      {children}
    </ErrorBoundary>
  );
}
