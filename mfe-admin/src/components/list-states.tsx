import type { ReactNode } from 'react';
import styled from 'styled-components';
import { EmptyState } from './empty-state';
import { LoadError } from './load-error';

const LoadingNote = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

interface ListStatesProps<Items extends readonly unknown[]> {
  /** What the list holds, plural: 'Could not load watches', 'Loading watches...'. */
  what: string;
  items: Items | undefined;
  error: unknown;
  onRetry: () => void;
  /** Shown while loading; a 'Loading {what}...' line by default. */
  loading?: ReactNode;
  /** The empty list's text, e.g. 'No watches found'. */
  empty: string;
  children: (items: Items) => ReactNode;
}

/** A panel's list read: the failure with a retry, then loading, empty, or the items. */
export function ListStates<Items extends readonly unknown[]>({ what, items, error, onRetry, loading, empty, children }: ListStatesProps<Items>) {
  if (error) return <LoadError what={what} error={error} onRetry={onRetry} />;
  if (!items) return loading ?? <LoadingNote role="status">Loading {what}...</LoadingNote>;
  if (items.length === 0) return <EmptyState>{empty}</EmptyState>;
  return children(items);
}
