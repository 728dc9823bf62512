import { Button } from '@caliber/ui';
import { lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
import { RemoteErrorBoundary } from './remote-error-boundary';

interface RemoteComponentProps<P extends object> {
  load: () => Promise<{ default: ComponentType<P> }>;
  props: P;
  /** What the visitor is missing if it fails, e.g. "The inquiry form". */
  label: string;
  loading: ReactNode;
}

/** A component from another remote, lazily loaded, with a plain failure message and a Retry button. */
export function RemoteComponent<P extends object>({ load, props, label, loading }: RemoteComponentProps<P>) {
  const [attempt, setAttempt] = useState(0);
  // React.lazy remembers a rejected import, so each retry needs a fresh lazy component.
  const Loaded = useMemo(() => lazy(load), [attempt]);
  return (
    <RemoteErrorBoundary
      onRetry={() => setAttempt((count) => count + 1)}
      fallback={(retry) => (
        <Unavailable role="alert">
          <p>{label} is unavailable right now.</p>
          <Button type="button" variant="secondary" onClick={retry}>
            Retry
          </Button>
        </Unavailable>
      )}
    >
      <Suspense fallback={loading}>
        <Loaded {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

const Unavailable = styled.div`
  display: grid;
  gap: 16px;
  justify-items: start;
  padding: 24px;
  border: 1px solid ${({ theme }) => theme.colors.line};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};

  p {
    margin: 0;
  }
`;
