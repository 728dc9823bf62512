import { Button, LoadOnce } from '@caliber/ui';
import { Suspense, use, useState, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
import { RemoteErrorBoundary } from './remote-error-boundary';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * One load per loader, read with `use`: once loaded, the component renders without suspending (on the
 * server too). In the browser a failure stays until Retry; on the server it is tried again after 30 s.
 */
const loaded = new LoadOnce<Loader<any>, { default: ComponentType<any> }>(typeof window === 'undefined' ? 30_000 : undefined);

function Loaded<P extends object>({ load, props }: { load: Loader<P>; props: P }) {
  const { default: Component } = use(loaded.read(load, load));
  return <Component {...props} />;
}

interface RemoteComponentProps<P extends object> {
  load: Loader<P>;
  props: P;
  /** What the visitor is missing if it fails, e.g. "The inquiry form". */
  label: string;
  loading: ReactNode;
}

/** A component from another remote, loaded once, with a plain failure message and a Retry button. */
export function RemoteComponent<P extends object>({ load, props, label, loading }: RemoteComponentProps<P>) {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteErrorBoundary
      key={attempt}
      onRetry={() => {
        loaded.forgetFailures();
        setAttempt((count) => count + 1);
      }}
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
        <Loaded load={load} props={props} />
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
